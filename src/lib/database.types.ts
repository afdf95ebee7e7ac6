export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "12"
  }
  public: {
    Tables: {
      audit_log: {
        Row: {
          action: string
          actor_id: string | null
          actor_name: string
          changes: NonNullable<Json>
          id: string
          occurred_at: string
          row_id: string
          row_label: string | null
          table_name: string
        }
        Insert: {
          action: string
          actor_id?: string | null
          actor_name: string
          changes: NonNullable<Json>
          id?: string
          occurred_at?: string
          row_id: string
          row_label?: string | null
          table_name: string
        }
        Update: {
          action?: string
          actor_id?: string | null
          actor_name?: string
          changes?: NonNullable<Json>
          id?: string
          occurred_at?: string
          row_id?: string
          row_label?: string | null
          table_name?: string
        }
        Relationships: []
      }
      b2cl_limits: {
        Row: {
          limit_paise: number
          source: string
          starts_on: string
        }
        Insert: {
          limit_paise: number
          source: string
          starts_on: string
        }
        Update: {
          limit_paise?: number
          source?: string
          starts_on?: string
        }
        Relationships: []
      }
      billing_settings: {
        Row: {
          address: string
          bank_account: string | null
          bank_ifsc: string | null
          bank_name: string | null
          billing_plan: string
          credit_days: number
          credit_note_prefix: string
          id: boolean
          invoice_prefix: string
          legal_name: string
          media_code: string
          mounting_code: string
          printing_code: string
          receipt_prefix: string
          signatory: string | null
          state_code: string
          supply_kind: string
          updated_at: string
          vendor_order_prefix: string
        }
        Insert: {
          address?: string
          bank_account?: string | null
          bank_ifsc?: string | null
          bank_name?: string | null
          billing_plan?: string
          credit_days?: number
          credit_note_prefix?: string
          id?: boolean
          invoice_prefix?: string
          legal_name?: string
          media_code?: string
          mounting_code?: string
          printing_code?: string
          receipt_prefix?: string
          signatory?: string | null
          state_code?: string
          supply_kind?: string
          updated_at?: string
          vendor_order_prefix?: string
        }
        Update: {
          address?: string
          bank_account?: string | null
          bank_ifsc?: string | null
          bank_name?: string | null
          billing_plan?: string
          credit_days?: number
          credit_note_prefix?: string
          id?: boolean
          invoice_prefix?: string
          legal_name?: string
          media_code?: string
          mounting_code?: string
          printing_code?: string
          receipt_prefix?: string
          signatory?: string | null
          state_code?: string
          supply_kind?: string
          updated_at?: string
          vendor_order_prefix?: string
        }
        Relationships: [
          {
            foreignKeyName: "billing_settings_state_code_fkey"
            columns: ["state_code"]
            isOneToOne: false
            referencedRelation: "gst_states"
            referencedColumns: ["code"]
          },
        ]
      }
      blog_posts: {
        Row: {
          author_avatar: string
          author_id: string | null
          author_name: string
          author_role: string
          category: string
          content: string
          created_at: string
          excerpt: string
          id: string
          image: string
          published_at: string
          read_time: number
          status: string
          tags: string[]
          title: string
          updated_at: string
        }
        Insert: {
          author_avatar: string
          author_id?: string | null
          author_name: string
          author_role: string
          category: string
          content: string
          created_at?: string
          excerpt: string
          id?: string
          image: string
          published_at?: string
          read_time?: number
          status?: string
          tags?: string[]
          title: string
          updated_at?: string
        }
        Update: {
          author_avatar?: string
          author_id?: string | null
          author_name?: string
          author_role?: string
          category?: string
          content?: string
          created_at?: string
          excerpt?: string
          id?: string
          image?: string
          published_at?: string
          read_time?: number
          status?: string
          tags?: string[]
          title?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "blog_posts_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      callback_requests: {
        Row: {
          conversation: string | null
          created_at: string
          form_elapsed_ms: number | null
          form_trap: string | null
          id: string
          name: string
          page: string
          phone: string
        }
        Insert: {
          conversation?: string | null
          created_at?: string
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string
          name: string
          page?: string
          phone: string
        }
        Update: {
          conversation?: string | null
          created_at?: string
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string
          name?: string
          page?: string
          phone?: string
        }
        Relationships: []
      }
      campaign_events: {
        Row: {
          at: string
          by_name: string | null
          by_user: string | null
          campaign_id: string
          id: string
          kind: string
          note: string | null
          replaced_version: Json | null
        }
        Insert: {
          at?: string
          by_name?: string | null
          by_user?: string | null
          campaign_id: string
          id?: string
          kind: string
          note?: string | null
          replaced_version?: Json | null
        }
        Update: {
          at?: string
          by_name?: string | null
          by_user?: string | null
          campaign_id?: string
          id?: string
          kind?: string
          note?: string | null
          replaced_version?: Json | null
        }
        Relationships: [
          {
            foreignKeyName: "campaign_events_campaign_id_fkey"
            columns: ["campaign_id"]
            isOneToOne: false
            referencedRelation: "campaigns"
            referencedColumns: ["id"]
          },
        ]
      }
      campaign_lines: {
        Row: {
          booking_id: string | null
          campaign_id: string
          created_at: string
          discount_percent: number
          discount_reason: string | null
          ends_on: string
          id: string
          list_rate: number | null
          monthly_rate: number
          site_id: string
          starts_on: string
        }
        Insert: {
          booking_id?: string | null
          campaign_id: string
          created_at?: string
          discount_percent?: number
          discount_reason?: string | null
          ends_on: string
          id?: string
          list_rate?: number | null
          monthly_rate: number
          site_id: string
          starts_on: string
        }
        Update: {
          booking_id?: string | null
          campaign_id?: string
          created_at?: string
          discount_percent?: number
          discount_reason?: string | null
          ends_on?: string
          id?: string
          list_rate?: number | null
          monthly_rate?: number
          site_id?: string
          starts_on?: string
        }
        Relationships: [
          {
            foreignKeyName: "campaign_lines_booking_id_fkey"
            columns: ["booking_id"]
            isOneToOne: false
            referencedRelation: "site_bookings"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "campaign_lines_campaign_id_fkey"
            columns: ["campaign_id"]
            isOneToOne: false
            referencedRelation: "campaigns"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "campaign_lines_site_id_fkey"
            columns: ["site_id"]
            isOneToOne: false
            referencedRelation: "sites"
            referencedColumns: ["id"]
          },
        ]
      }
      campaigns: {
        Row: {
          accepted_at: string | null
          accepted_designation: string | null
          accepted_name: string | null
          advance_paise: number
          billing_plan: string | null
          confirmation_sent_at: string | null
          contact_id: string | null
          created_at: string
          customer_id: string
          customer_name: string | null
          id: string
          include_mounting: boolean
          include_printing: boolean
          lead_id: string | null
          owner_id: string | null
          po_date: string | null
          po_number: string | null
          po_path: string | null
          reference: string | null
          sent_at: string | null
          status: string
          supply_kind: string | null
          terms: string | null
          title: string
          updated_at: string
          valid_until: string | null
          version: number
          confirmation: Json | null
        }
        Insert: {
          accepted_at?: string | null
          accepted_designation?: string | null
          accepted_name?: string | null
          advance_paise?: number
          billing_plan?: string | null
          confirmation_sent_at?: string | null
          contact_id?: string | null
          created_at?: string
          customer_id: string
          customer_name?: string | null
          id?: string
          include_mounting?: boolean
          include_printing?: boolean
          lead_id?: string | null
          owner_id?: string | null
          po_date?: string | null
          po_number?: string | null
          po_path?: string | null
          reference?: never
          sent_at?: string | null
          status?: string
          supply_kind?: string | null
          terms?: string | null
          title: string
          updated_at?: string
          valid_until?: string | null
          version?: number
        }
        Update: {
          accepted_at?: string | null
          accepted_designation?: string | null
          accepted_name?: string | null
          advance_paise?: number
          billing_plan?: string | null
          confirmation_sent_at?: string | null
          contact_id?: string | null
          created_at?: string
          customer_id?: string
          customer_name?: string | null
          id?: string
          include_mounting?: boolean
          include_printing?: boolean
          lead_id?: string | null
          owner_id?: string | null
          po_date?: string | null
          po_number?: string | null
          po_path?: string | null
          reference?: never
          sent_at?: string | null
          status?: string
          supply_kind?: string | null
          terms?: string | null
          title?: string
          updated_at?: string
          valid_until?: string | null
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "campaigns_contact_id_fkey"
            columns: ["contact_id"]
            isOneToOne: false
            referencedRelation: "customer_contacts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "campaigns_customer_id_fkey"
            columns: ["customer_id"]
            isOneToOne: false
            referencedRelation: "customers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "campaigns_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "campaigns_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads_list"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "campaigns_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      clients: {
        Row: {
          created_at: string
          id: string
          industry: string
          logo: string
          name: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          id?: string
          industry: string
          logo: string
          name: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          id?: string
          industry?: string
          logo?: string
          name?: string
          updated_at?: string
        }
        Relationships: []
      }
      Contacts: {
        Row: {
          "Company Name": string
          created_at: string
          Designation: string | null
          "Email Address": string
          form_elapsed_ms: number | null
          form_trap: string | null
          "Full name": string
          id: string
          message: string
          "Phone Number": number
          "service of interest": string
        }
        Insert: {
          "Company Name"?: string
          created_at?: string
          Designation?: string | null
          "Email Address": string
          form_elapsed_ms?: number | null
          form_trap?: string | null
          "Full name": string
          id?: string
          message: string
          "Phone Number": number
          "service of interest"?: string
        }
        Update: {
          "Company Name"?: string
          created_at?: string
          Designation?: string | null
          "Email Address"?: string
          form_elapsed_ms?: number | null
          form_trap?: string | null
          "Full name"?: string
          id?: string
          message?: string
          "Phone Number"?: number
          "service of interest"?: string
        }
        Relationships: []
      }
      content_revisions: {
        Row: {
          data: NonNullable<Json>
          id: string
          replaced_at: string
          replaced_by: string | null
          replaced_by_name: string
          row_id: string
          table_name: string
        }
        Insert: {
          data: NonNullable<Json>
          id?: string
          replaced_at?: string
          replaced_by?: string | null
          replaced_by_name: string
          row_id: string
          table_name: string
        }
        Update: {
          data?: NonNullable<Json>
          id?: string
          replaced_at?: string
          replaced_by?: string | null
          replaced_by_name?: string
          row_id?: string
          table_name?: string
        }
        Relationships: [
          {
            foreignKeyName: "content_revisions_table_registered"
            columns: ["table_name"]
            isOneToOne: false
            referencedRelation: "content_types"
            referencedColumns: ["table_name"]
          },
        ]
      }
      content_types: {
        Row: {
          has_publishing: boolean
          image_columns: string[]
          table_name: string
          title_column: string
        }
        Insert: {
          has_publishing?: boolean
          image_columns?: string[]
          table_name: string
          title_column: string
        }
        Update: {
          has_publishing?: boolean
          image_columns?: string[]
          table_name?: string
          title_column?: string
        }
        Relationships: []
      }
      credit_note_lines: {
        Row: {
          cgst_paise: number
          credit_note_id: string
          igst_paise: number
          invoice_line_id: string
          sgst_paise: number
          tax_percent: number
          taxable_paise: number
        }
        Insert: {
          cgst_paise: number
          credit_note_id: string
          igst_paise: number
          invoice_line_id: string
          sgst_paise: number
          tax_percent: number
          taxable_paise: number
        }
        Update: {
          cgst_paise?: number
          credit_note_id?: string
          igst_paise?: number
          invoice_line_id?: string
          sgst_paise?: number
          tax_percent?: number
          taxable_paise?: number
        }
        Relationships: [
          {
            foreignKeyName: "credit_note_lines_credit_note_id_fkey"
            columns: ["credit_note_id"]
            isOneToOne: false
            referencedRelation: "credit_notes"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "credit_note_lines_invoice_line_id_fkey"
            columns: ["invoice_line_id"]
            isOneToOne: false
            referencedRelation: "invoice_lines"
            referencedColumns: ["id"]
          },
        ]
      }
      credit_notes: {
        Row: {
          cgst_paise: number
          created_at: string
          created_by: string | null
          customer_id: string
          id: string
          igst_paise: number
          invoice_id: string
          note_date: string
          number: string
          reason: string
          sgst_paise: number
          taxable_paise: number
          total_paise: number
        }
        Insert: {
          cgst_paise: number
          created_at?: string
          created_by?: string | null
          customer_id: string
          id?: string
          igst_paise: number
          invoice_id: string
          note_date: string
          number: string
          reason: string
          sgst_paise: number
          taxable_paise: number
          total_paise: number
        }
        Update: {
          cgst_paise?: number
          created_at?: string
          created_by?: string | null
          customer_id?: string
          id?: string
          igst_paise?: number
          invoice_id?: string
          note_date?: string
          number?: string
          reason?: string
          sgst_paise?: number
          taxable_paise?: number
          total_paise?: number
        }
        Relationships: [
          {
            foreignKeyName: "credit_notes_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "credit_notes_customer_id_fkey"
            columns: ["customer_id"]
            isOneToOne: false
            referencedRelation: "customers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "credit_notes_invoice_id_fkey"
            columns: ["invoice_id"]
            isOneToOne: false
            referencedRelation: "invoices"
            referencedColumns: ["id"]
          },
        ]
      }
      customer_contacts: {
        Row: {
          created_at: string
          customer_id: string
          designation: string | null
          email: string | null
          id: string
          name: string
          phone: string | null
        }
        Insert: {
          created_at?: string
          customer_id: string
          designation?: string | null
          email?: string | null
          id?: string
          name: string
          phone?: string | null
        }
        Update: {
          created_at?: string
          customer_id?: string
          designation?: string | null
          email?: string | null
          id?: string
          name?: string
          phone?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "customer_contacts_customer_id_fkey"
            columns: ["customer_id"]
            isOneToOne: false
            referencedRelation: "customers"
            referencedColumns: ["id"]
          },
        ]
      }
      customers: {
        Row: {
          billing_address: string | null
          created_at: string
          created_by: string | null
          gstin: string | null
          id: string
          name: string
          payment_reminders: boolean
          state_code: string | null
          updated_at: string
        }
        Insert: {
          billing_address?: string | null
          created_at?: string
          created_by?: string | null
          gstin?: string | null
          id?: string
          name: string
          payment_reminders?: boolean
          state_code?: string | null
          updated_at?: string
        }
        Update: {
          billing_address?: string | null
          created_at?: string
          created_by?: string | null
          gstin?: string | null
          id?: string
          name?: string
          payment_reminders?: boolean
          state_code?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "customers_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "customers_state_code_fkey"
            columns: ["state_code"]
            isOneToOne: false
            referencedRelation: "gst_states"
            referencedColumns: ["code"]
          },
        ]
      }
      festival_bookings: {
        Row: {
          business_name: string
          created_at: string
          email: string
          form_elapsed_ms: number | null
          form_trap: string | null
          id: string
          message: string | null
          name: string
          offer_id: string | null
          offer_title: string | null
          phone: string
          preferred_package: string
        }
        Insert: {
          business_name: string
          created_at?: string
          email: string
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string
          message?: string | null
          name: string
          offer_id?: string | null
          offer_title?: string | null
          phone: string
          preferred_package: string
        }
        Update: {
          business_name?: string
          created_at?: string
          email?: string
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string
          message?: string | null
          name?: string
          offer_id?: string | null
          offer_title?: string | null
          phone?: string
          preferred_package?: string
        }
        Relationships: [
          {
            foreignKeyName: "festival_bookings_offer_id_fkey"
            columns: ["offer_id"]
            isOneToOne: false
            referencedRelation: "offers"
            referencedColumns: ["id"]
          },
        ]
      }
      gallery_images: {
        Row: {
          category: string
          client_name: string | null
          created_at: string
          description: string
          featured: boolean
          id: string
          image_url: string
          location: string | null
          project_name: string | null
          published_at: string
          sort_order: number
          status: string
          tags: string[]
          title: string
          updated_at: string
          year: number
        }
        Insert: {
          category: string
          client_name?: string | null
          created_at?: string
          description: string
          featured?: boolean
          id?: string
          image_url: string
          location?: string | null
          project_name?: string | null
          published_at?: string
          sort_order?: number
          status?: string
          tags?: string[]
          title: string
          updated_at?: string
          year?: number
        }
        Update: {
          category?: string
          client_name?: string | null
          created_at?: string
          description?: string
          featured?: boolean
          id?: string
          image_url?: string
          location?: string | null
          project_name?: string | null
          published_at?: string
          sort_order?: number
          status?: string
          tags?: string[]
          title?: string
          updated_at?: string
          year?: number
        }
        Relationships: []
      }
      gst_states: {
        Row: {
          code: string
          name: string
        }
        Insert: {
          code: string
          name: string
        }
        Update: {
          code?: string
          name?: string
        }
        Relationships: []
      }
      invoice_lines: {
        Row: {
          campaign_line_id: string | null
          cgst_paise: number
          code: string
          description: string
          id: string
          igst_paise: number
          invoice_id: string
          kind: string
          position: number
          quantity: number
          rate_paise: number
          sgst_paise: number
          tax_percent: number
          taxable_paise: number
          unit: string
        }
        Insert: {
          campaign_line_id?: string | null
          cgst_paise?: number
          code: string
          description: string
          id?: string
          igst_paise?: number
          invoice_id: string
          kind: string
          position: number
          quantity: number
          rate_paise: number
          sgst_paise?: number
          tax_percent?: number
          taxable_paise: number
          unit: string
        }
        Update: {
          campaign_line_id?: string | null
          cgst_paise?: number
          code?: string
          description?: string
          id?: string
          igst_paise?: number
          invoice_id?: string
          kind?: string
          position?: number
          quantity?: number
          rate_paise?: number
          sgst_paise?: number
          tax_percent?: number
          taxable_paise?: number
          unit?: string
        }
        Relationships: [
          {
            foreignKeyName: "invoice_lines_campaign_line_id_fkey"
            columns: ["campaign_line_id"]
            isOneToOne: false
            referencedRelation: "campaign_lines"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "invoice_lines_invoice_id_fkey"
            columns: ["invoice_id"]
            isOneToOne: false
            referencedRelation: "invoices"
            referencedColumns: ["id"]
          },
        ]
      }
      invoice_links: {
        Row: {
          created_at: string
          created_by: string | null
          id: string
          invoice_id: string
          revoked_at: string | null
          token_hash: string
        }
        Insert: {
          created_at?: string
          created_by?: string | null
          id?: string
          invoice_id: string
          revoked_at?: string | null
          token_hash: string
        }
        Update: {
          created_at?: string
          created_by?: string | null
          id?: string
          invoice_id?: string
          revoked_at?: string | null
          token_hash?: string
        }
        Relationships: [
          {
            foreignKeyName: "invoice_links_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "invoice_links_invoice_id_fkey"
            columns: ["invoice_id"]
            isOneToOne: false
            referencedRelation: "invoices"
            referencedColumns: ["id"]
          },
        ]
      }
      invoice_reminders: {
        Row: {
          attempted_at: string | null
          claimed_at: string | null
          email: string | null
          failure: string | null
          for_day: string
          id: string
          invoice_id: string
          queued_at: string
          stage: number
          status: string
          invoice_reminder_obstacle: string | null
        }
        Insert: {
          attempted_at?: string | null
          claimed_at?: string | null
          email?: string | null
          failure?: string | null
          for_day: string
          id?: string
          invoice_id: string
          queued_at?: string
          stage: number
          status?: string
        }
        Update: {
          attempted_at?: string | null
          claimed_at?: string | null
          email?: string | null
          failure?: string | null
          for_day?: string
          id?: string
          invoice_id?: string
          queued_at?: string
          stage?: number
          status?: string
        }
        Relationships: [
          {
            foreignKeyName: "invoice_reminders_invoice_id_fkey"
            columns: ["invoice_id"]
            isOneToOne: false
            referencedRelation: "invoices"
            referencedColumns: ["id"]
          },
        ]
      }
      invoice_series: {
        Row: {
          financial_year: string
          last_serial: number
          series: string
        }
        Insert: {
          financial_year: string
          last_serial: number
          series: string
        }
        Update: {
          financial_year?: string
          last_serial?: number
          series?: string
        }
        Relationships: []
      }
      invoices: {
        Row: {
          campaign_id: string
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          cgst_paise: number
          created_at: string
          created_by: string | null
          customer_id: string
          due_on: string | null
          financial_year: string | null
          id: string
          igst_paise: number
          invoice_date: string | null
          irn: string | null
          irn_ack_at: string | null
          irn_ack_no: string | null
          issued_at: string | null
          issued_by: string | null
          number: string | null
          period_from: string
          period_to: string
          place_of_supply: string
          recipient: Json | null
          serial: number | null
          series: string | null
          sgst_paise: number
          status: string
          supplier: Json | null
          supply_kind: string
          taxable_paise: number
          total_paise: number
          balance_paise: number | null
          credited_paise: number | null
          invoice_document: Json | null
          settled_paise: number | null
        }
        Insert: {
          campaign_id: string
          cancel_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          cgst_paise?: number
          created_at?: string
          created_by?: string | null
          customer_id: string
          due_on?: string | null
          financial_year?: string | null
          id?: string
          igst_paise?: number
          invoice_date?: string | null
          irn?: string | null
          irn_ack_at?: string | null
          irn_ack_no?: string | null
          issued_at?: string | null
          issued_by?: string | null
          number?: string | null
          period_from: string
          period_to: string
          place_of_supply: string
          recipient?: Json | null
          serial?: number | null
          series?: string | null
          sgst_paise?: number
          status?: string
          supplier?: Json | null
          supply_kind: string
          taxable_paise?: number
          total_paise?: number
        }
        Update: {
          campaign_id?: string
          cancel_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          cgst_paise?: number
          created_at?: string
          created_by?: string | null
          customer_id?: string
          due_on?: string | null
          financial_year?: string | null
          id?: string
          igst_paise?: number
          invoice_date?: string | null
          irn?: string | null
          irn_ack_at?: string | null
          irn_ack_no?: string | null
          issued_at?: string | null
          issued_by?: string | null
          number?: string | null
          period_from?: string
          period_to?: string
          place_of_supply?: string
          recipient?: Json | null
          serial?: number | null
          series?: string | null
          sgst_paise?: number
          status?: string
          supplier?: Json | null
          supply_kind?: string
          taxable_paise?: number
          total_paise?: number
        }
        Relationships: [
          {
            foreignKeyName: "invoices_campaign_id_fkey"
            columns: ["campaign_id"]
            isOneToOne: false
            referencedRelation: "campaigns"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "invoices_cancelled_by_fkey"
            columns: ["cancelled_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "invoices_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "invoices_customer_id_fkey"
            columns: ["customer_id"]
            isOneToOne: false
            referencedRelation: "customers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "invoices_issued_by_fkey"
            columns: ["issued_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "invoices_place_of_supply_fkey"
            columns: ["place_of_supply"]
            isOneToOne: false
            referencedRelation: "gst_states"
            referencedColumns: ["code"]
          },
        ]
      }
      job_applications: {
        Row: {
          created_at: string
          cv_name: string
          cv_path: string
          email: string
          form_elapsed_ms: number | null
          form_trap: string | null
          id: string
          name: string
          note: string
          opening_id: string | null
          opening_title: string
          phone: string
        }
        Insert: {
          created_at?: string
          cv_name: string
          cv_path: string
          email: string
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string
          name: string
          note?: string
          opening_id?: string | null
          opening_title?: string
          phone: string
        }
        Update: {
          created_at?: string
          cv_name?: string
          cv_path?: string
          email?: string
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string
          name?: string
          note?: string
          opening_id?: string | null
          opening_title?: string
          phone?: string
        }
        Relationships: [
          {
            foreignKeyName: "job_applications_opening_id_fkey"
            columns: ["opening_id"]
            isOneToOne: false
            referencedRelation: "job_openings"
            referencedColumns: ["id"]
          },
        ]
      }
      job_openings: {
        Row: {
          closes_on: string | null
          created_at: string
          description: string
          employment_type: string
          id: string
          location: string
          published_at: string
          slug: string
          status: string
          title: string
          updated_at: string
        }
        Insert: {
          closes_on?: string | null
          created_at?: string
          description: string
          employment_type?: string
          id?: string
          location: string
          published_at?: string
          slug: string
          status?: string
          title: string
          updated_at?: string
        }
        Update: {
          closes_on?: string | null
          created_at?: string
          description?: string
          employment_type?: string
          id?: string
          location?: string
          published_at?: string
          slug?: string
          status?: string
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      landlords: {
        Row: {
          bank_account: string | null
          bank_ifsc: string | null
          bank_name: string | null
          created_at: string
          gstin: string | null
          id: string
          name: string
          pan: string
          phone: string
        }
        Insert: {
          bank_account?: string | null
          bank_ifsc?: string | null
          bank_name?: string | null
          created_at?: string
          gstin?: string | null
          id?: string
          name: string
          pan: string
          phone: string
        }
        Update: {
          bank_account?: string | null
          bank_ifsc?: string | null
          bank_name?: string | null
          created_at?: string
          gstin?: string | null
          id?: string
          name?: string
          pan?: string
          phone?: string
        }
        Relationships: []
      }
      lead_activity: {
        Row: {
          actor_id: string | null
          body: string
          created_at: string
          id: string
          kind: string
          lead_id: string
          previous: string | null
        }
        Insert: {
          actor_id?: string | null
          body: string
          created_at?: string
          id?: string
          kind?: string
          lead_id: string
          previous?: string | null
        }
        Update: {
          actor_id?: string | null
          body?: string
          created_at?: string
          id?: string
          kind?: string
          lead_id?: string
          previous?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "lead_activity_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "lead_activity_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "lead_activity_lead_id_fkey"
            columns: ["lead_id"]
            isOneToOne: false
            referencedRelation: "leads_list"
            referencedColumns: ["id"]
          },
        ]
      }
      lead_settings: {
        Row: {
          duplicate_window: string
          max_per_address: number
          max_per_email: number
          min_fill_ms: number
          notify_window: string
          rate_window: string
          retention: string
        }
        Insert: {
          duplicate_window?: string
          max_per_address?: number
          max_per_email?: number
          min_fill_ms?: number
          notify_window?: string
          rate_window?: string
          retention?: string
        }
        Update: {
          duplicate_window?: string
          max_per_address?: number
          max_per_email?: number
          min_fill_ms?: number
          notify_window?: string
          rate_window?: string
          retention?: string
        }
        Relationships: []
      }
      lead_sources: {
        Row: {
          company_column: string | null
          email_column: string | null
          kind: string
          name_column: string
          phone_column: string | null
          source_table: string
          summary_sql: string
        }
        Insert: {
          company_column?: string | null
          email_column?: string | null
          kind: string
          name_column: string
          phone_column?: string | null
          source_table: string
          summary_sql: string
        }
        Update: {
          company_column?: string | null
          email_column?: string | null
          kind?: string
          name_column?: string
          phone_column?: string | null
          source_table?: string
          summary_sql?: string
        }
        Relationships: []
      }
      leads: {
        Row: {
          assignee_id: string | null
          client_address: string | null
          created_at: string
          customer_id: string | null
          details: NonNullable<Json>
          email: string | null
          fingerprint: string
          id: string
          kind: string
          name: string | null
          notified_at: string | null
          notify_attempts: number
          notify_error: string | null
          notify_status: string
          phone: string | null
          read_at: string | null
          spam_reason: string | null
          status: string
          summary: string | null
          updated_at: string
        }
        Insert: {
          assignee_id?: string | null
          client_address?: string | null
          created_at?: string
          customer_id?: string | null
          details?: NonNullable<Json>
          email?: string | null
          fingerprint: string
          id: string
          kind: string
          name?: string | null
          notified_at?: string | null
          notify_attempts?: number
          notify_error?: string | null
          notify_status?: string
          phone?: string | null
          read_at?: string | null
          spam_reason?: string | null
          status?: string
          summary?: string | null
          updated_at?: string
        }
        Update: {
          assignee_id?: string | null
          client_address?: string | null
          created_at?: string
          customer_id?: string | null
          details?: NonNullable<Json>
          email?: string | null
          fingerprint?: string
          id?: string
          kind?: string
          name?: string | null
          notified_at?: string | null
          notify_attempts?: number
          notify_error?: string | null
          notify_status?: string
          phone?: string | null
          read_at?: string | null
          spam_reason?: string | null
          status?: string
          summary?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "leads_assignee_id_fkey"
            columns: ["assignee_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "leads_customer_id_fkey"
            columns: ["customer_id"]
            isOneToOne: false
            referencedRelation: "customers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "leads_kind_registered"
            columns: ["kind"]
            isOneToOne: false
            referencedRelation: "lead_sources"
            referencedColumns: ["kind"]
          },
        ]
      }
      lease_rent_steps: {
        Row: {
          lease_id: string
          monthly_rent_paise: number
          starts_on: string
        }
        Insert: {
          lease_id: string
          monthly_rent_paise: number
          starts_on: string
        }
        Update: {
          lease_id?: string
          monthly_rent_paise?: number
          starts_on?: string
        }
        Relationships: [
          {
            foreignKeyName: "lease_rent_steps_lease_id_fkey"
            columns: ["lease_id"]
            isOneToOne: false
            referencedRelation: "leases"
            referencedColumns: ["id"]
          },
        ]
      }
      leases: {
        Row: {
          agreement_path: string | null
          created_at: string
          deposit_paise: number
          ends_on: string
          escalation_every_months: number | null
          escalation_percent: number | null
          id: string
          landlord_id: string
          lock_in_months: number
          monthly_rent_paise: number
          notice_days: number
          property_kind: string
          rent_due_day: number
          revenue_share_percent: number | null
          site_id: string
          starts_on: string
          next_escalation: Json | null
        }
        Insert: {
          agreement_path?: string | null
          created_at?: string
          deposit_paise?: number
          ends_on: string
          escalation_every_months?: number | null
          escalation_percent?: number | null
          id?: string
          landlord_id: string
          lock_in_months?: number
          monthly_rent_paise: number
          notice_days?: number
          property_kind?: string
          rent_due_day?: number
          revenue_share_percent?: number | null
          site_id: string
          starts_on: string
        }
        Update: {
          agreement_path?: string | null
          created_at?: string
          deposit_paise?: number
          ends_on?: string
          escalation_every_months?: number | null
          escalation_percent?: number | null
          id?: string
          landlord_id?: string
          lock_in_months?: number
          monthly_rent_paise?: number
          notice_days?: number
          property_kind?: string
          rent_due_day?: number
          revenue_share_percent?: number | null
          site_id?: string
          starts_on?: string
        }
        Relationships: [
          {
            foreignKeyName: "leases_landlord_id_fkey"
            columns: ["landlord_id"]
            isOneToOne: false
            referencedRelation: "landlords"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "leases_site_id_fkey"
            columns: ["site_id"]
            isOneToOne: false
            referencedRelation: "sites"
            referencedColumns: ["id"]
          },
        ]
      }
      mounting_jobs: {
        Row: {
          approved_at: string | null
          approved_by: string | null
          assignee_id: string | null
          campaign_id: string
          created_at: string
          creative_path: string | null
          creative_preview_path: string | null
          due_on: string
          id: string
          kind: string
          line_id: string
          reshoot_at: string | null
          reshoot_reason: string | null
          site_id: string
          state: string
          updated_at: string
          job_photos_complete: boolean | null
          proof_distance_m: number | null
        }
        Insert: {
          approved_at?: string | null
          approved_by?: string | null
          assignee_id?: string | null
          campaign_id: string
          created_at?: string
          creative_path?: string | null
          creative_preview_path?: string | null
          due_on: string
          id?: string
          kind?: string
          line_id: string
          reshoot_at?: string | null
          reshoot_reason?: string | null
          site_id: string
          state?: string
          updated_at?: string
        }
        Update: {
          approved_at?: string | null
          approved_by?: string | null
          assignee_id?: string | null
          campaign_id?: string
          created_at?: string
          creative_path?: string | null
          creative_preview_path?: string | null
          due_on?: string
          id?: string
          kind?: string
          line_id?: string
          reshoot_at?: string | null
          reshoot_reason?: string | null
          site_id?: string
          state?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "mounting_jobs_approved_by_fkey"
            columns: ["approved_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mounting_jobs_assignee_id_fkey"
            columns: ["assignee_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mounting_jobs_campaign_id_fkey"
            columns: ["campaign_id"]
            isOneToOne: false
            referencedRelation: "campaigns"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mounting_jobs_line_id_fkey"
            columns: ["line_id"]
            isOneToOne: false
            referencedRelation: "campaign_lines"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "mounting_jobs_site_id_fkey"
            columns: ["site_id"]
            isOneToOne: false
            referencedRelation: "sites"
            referencedColumns: ["id"]
          },
        ]
      }
      newsletter_subscribers: {
        Row: {
          created_at: string
          email: string
          form_elapsed_ms: number | null
          form_trap: string | null
          id: string
          source: string
        }
        Insert: {
          created_at?: string
          email: string
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string
          source?: string
        }
        Update: {
          created_at?: string
          email?: string
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string
          source?: string
        }
        Relationships: []
      }
      offers: {
        Row: {
          created_at: string
          hero_image: string
          id: string
          lead: string
          packages: NonNullable<Json>
          published_at: string
          season: string
          slug: string
          status: string
          title: string
          updated_at: string
          valid_from: string
          valid_until: string
        }
        Insert: {
          created_at?: string
          hero_image: string
          id?: string
          lead: string
          packages?: NonNullable<Json>
          published_at?: string
          season: string
          slug: string
          status?: string
          title: string
          updated_at?: string
          valid_from: string
          valid_until: string
        }
        Update: {
          created_at?: string
          hero_image?: string
          id?: string
          lead?: string
          packages?: NonNullable<Json>
          published_at?: string
          season?: string
          slug?: string
          status?: string
          title?: string
          updated_at?: string
          valid_from?: string
          valid_until?: string
        }
        Relationships: []
      }
      power_bills: {
        Row: {
          amount_paise: number
          bill_number: string
          billed_on: string
          created_at: string
          created_by: string | null
          id: string
          meter_id: string
          period_from: string
          period_to: string
        }
        Insert: {
          amount_paise: number
          bill_number: string
          billed_on: string
          created_at?: string
          created_by?: string | null
          id?: string
          meter_id: string
          period_from: string
          period_to: string
        }
        Update: {
          amount_paise?: number
          bill_number?: string
          billed_on?: string
          created_at?: string
          created_by?: string | null
          id?: string
          meter_id?: string
          period_from?: string
          period_to?: string
        }
        Relationships: [
          {
            foreignKeyName: "power_bills_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "power_bills_meter_id_fkey"
            columns: ["meter_id"]
            isOneToOne: false
            referencedRelation: "power_meters"
            referencedColumns: ["id"]
          },
        ]
      }
      power_meter_shares: {
        Row: {
          meter_id: string
          share_percent: number
          site_id: string
        }
        Insert: {
          meter_id: string
          share_percent: number
          site_id: string
        }
        Update: {
          meter_id?: string
          share_percent?: number
          site_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "power_meter_shares_meter_id_fkey"
            columns: ["meter_id"]
            isOneToOne: false
            referencedRelation: "power_meters"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "power_meter_shares_site_id_fkey"
            columns: ["site_id"]
            isOneToOne: true
            referencedRelation: "sites"
            referencedColumns: ["id"]
          },
        ]
      }
      power_meters: {
        Row: {
          connection_number: string
          created_at: string
          id: string
          name: string
        }
        Insert: {
          connection_number: string
          created_at?: string
          id?: string
          name: string
        }
        Update: {
          connection_number?: string
          created_at?: string
          id?: string
          name?: string
        }
        Relationships: []
      }
      proof_links: {
        Row: {
          campaign_id: string
          created_at: string
          created_by: string | null
          id: string
          revoked_at: string | null
          token_hash: string
        }
        Insert: {
          campaign_id: string
          created_at?: string
          created_by?: string | null
          id?: string
          revoked_at?: string | null
          token_hash: string
        }
        Update: {
          campaign_id?: string
          created_at?: string
          created_by?: string | null
          id?: string
          revoked_at?: string | null
          token_hash?: string
        }
        Relationships: [
          {
            foreignKeyName: "proof_links_campaign_id_fkey"
            columns: ["campaign_id"]
            isOneToOne: false
            referencedRelation: "campaigns"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proof_links_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      proof_photos: {
        Row: {
          accuracy_m: number | null
          captured: boolean
          created_at: string
          crew_note: string | null
          distance_m: number | null
          exif_latitude: number | null
          exif_longitude: number | null
          exif_taken_at: string | null
          flags: string[]
          id: string
          job_id: string
          latitude: number | null
          longitude: number | null
          object_path: string
          phone_time: string | null
          rejected_at: string | null
          rejected_by: string | null
          rejected_reason: string | null
          shot: string
          taken_at: string
          uploaded_by: string | null
        }
        Insert: {
          accuracy_m?: number | null
          captured: boolean
          created_at?: string
          crew_note?: string | null
          distance_m?: number | null
          exif_latitude?: number | null
          exif_longitude?: number | null
          exif_taken_at?: string | null
          flags?: string[]
          id: string
          job_id: string
          latitude?: number | null
          longitude?: number | null
          object_path: string
          phone_time?: string | null
          rejected_at?: string | null
          rejected_by?: string | null
          rejected_reason?: string | null
          shot: string
          taken_at?: string
          uploaded_by?: string | null
        }
        Update: {
          accuracy_m?: number | null
          captured?: boolean
          created_at?: string
          crew_note?: string | null
          distance_m?: number | null
          exif_latitude?: number | null
          exif_longitude?: number | null
          exif_taken_at?: string | null
          flags?: string[]
          id?: string
          job_id?: string
          latitude?: number | null
          longitude?: number | null
          object_path?: string
          phone_time?: string | null
          rejected_at?: string | null
          rejected_by?: string | null
          rejected_reason?: string | null
          shot?: string
          taken_at?: string
          uploaded_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "proof_photos_job_id_fkey"
            columns: ["job_id"]
            isOneToOne: false
            referencedRelation: "mounting_jobs"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proof_photos_rejected_by_fkey"
            columns: ["rejected_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proof_photos_uploaded_by_fkey"
            columns: ["uploaded_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      proposal_links: {
        Row: {
          campaign_id: string
          copy_sent_at: string | null
          created_at: string
          created_by: string | null
          id: string
          revoked_at: string | null
          token_hash: string
          version: number
        }
        Insert: {
          campaign_id: string
          copy_sent_at?: string | null
          created_at?: string
          created_by?: string | null
          id?: string
          revoked_at?: string | null
          token_hash: string
          version?: number
        }
        Update: {
          campaign_id?: string
          copy_sent_at?: string | null
          created_at?: string
          created_by?: string | null
          id?: string
          revoked_at?: string | null
          token_hash?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "proposal_links_campaign_id_fkey"
            columns: ["campaign_id"]
            isOneToOne: false
            referencedRelation: "campaigns"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proposal_links_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      proposal_responses: {
        Row: {
          answer: string
          campaign_id: string | null
          campaign_reference: string
          created_at: string
          customer_name: string
          designation: string | null
          email: string | null
          form_elapsed_ms: number | null
          form_trap: string | null
          id: string
          message: string | null
          name: string
          phone: string | null
        }
        Insert: {
          answer: string
          campaign_id?: string | null
          campaign_reference: string
          created_at?: string
          customer_name: string
          designation?: string | null
          email?: string | null
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string
          message?: string | null
          name: string
          phone?: string | null
        }
        Update: {
          answer?: string
          campaign_id?: string | null
          campaign_reference?: string
          created_at?: string
          customer_name?: string
          designation?: string | null
          email?: string | null
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string
          message?: string | null
          name?: string
          phone?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "proposal_responses_campaign_id_fkey"
            columns: ["campaign_id"]
            isOneToOne: false
            referencedRelation: "campaigns"
            referencedColumns: ["id"]
          },
        ]
      }
      quote_requests: {
        Row: {
          company: string
          created_at: string
          email: string
          form_elapsed_ms: number | null
          form_trap: string | null
          id: string
          items: NonNullable<Json>
          message: string | null
          name: string
          phone: string
          reference: string | null
        }
        Insert: {
          company: string
          created_at?: string
          email: string
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string
          items: NonNullable<Json>
          message?: string | null
          name: string
          phone: string
          reference?: never
        }
        Update: {
          company?: string
          created_at?: string
          email?: string
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string
          items?: NonNullable<Json>
          message?: string | null
          name?: string
          phone?: string
          reference?: never
        }
        Relationships: []
      }
      receipt_allocations: {
        Row: {
          amount_paise: number
          invoice_id: string
          receipt_id: string
        }
        Insert: {
          amount_paise: number
          invoice_id: string
          receipt_id: string
        }
        Update: {
          amount_paise?: number
          invoice_id?: string
          receipt_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "receipt_allocations_invoice_id_fkey"
            columns: ["invoice_id"]
            isOneToOne: false
            referencedRelation: "invoices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "receipt_allocations_receipt_id_fkey"
            columns: ["receipt_id"]
            isOneToOne: false
            referencedRelation: "receipts"
            referencedColumns: ["id"]
          },
        ]
      }
      receipts: {
        Row: {
          amount_paise: number
          campaign_id: string | null
          created_at: string
          created_by: string | null
          customer_id: string
          id: string
          mode: string
          note: string | null
          number: string
          received_on: string
          reference: string | null
          status: string
          tds_certificate: string | null
          tds_certificate_on: string | null
          tds_paise: number
          tds_percent: number | null
          void_reason: string | null
          voided_at: string | null
          voided_by: string | null
          unapplied_paise: number | null
        }
        Insert: {
          amount_paise: number
          campaign_id?: string | null
          created_at?: string
          created_by?: string | null
          customer_id: string
          id?: string
          mode: string
          note?: string | null
          number: string
          received_on: string
          reference?: string | null
          status?: string
          tds_certificate?: string | null
          tds_certificate_on?: string | null
          tds_paise?: number
          tds_percent?: number | null
          void_reason?: string | null
          voided_at?: string | null
          voided_by?: string | null
        }
        Update: {
          amount_paise?: number
          campaign_id?: string | null
          created_at?: string
          created_by?: string | null
          customer_id?: string
          id?: string
          mode?: string
          note?: string | null
          number?: string
          received_on?: string
          reference?: string | null
          status?: string
          tds_certificate?: string | null
          tds_certificate_on?: string | null
          tds_paise?: number
          tds_percent?: number | null
          void_reason?: string | null
          voided_at?: string | null
          voided_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "receipts_campaign_id_fkey"
            columns: ["campaign_id"]
            isOneToOne: false
            referencedRelation: "campaigns"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "receipts_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "receipts_customer_id_fkey"
            columns: ["customer_id"]
            isOneToOne: false
            referencedRelation: "customers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "receipts_voided_by_fkey"
            columns: ["voided_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      rent_payments: {
        Row: {
          amount_paise: number
          created_at: string
          created_by: string | null
          id: string
          lease_id: string
          mode: string
          month: string
          note: string | null
          paid_on: string
          reference: string | null
          tds_paise: number
          void_reason: string | null
          voided_at: string | null
          voided_by: string | null
        }
        Insert: {
          amount_paise: number
          created_at?: string
          created_by?: string | null
          id?: string
          lease_id: string
          mode: string
          month: string
          note?: string | null
          paid_on: string
          reference?: string | null
          tds_paise?: number
          void_reason?: string | null
          voided_at?: string | null
          voided_by?: string | null
        }
        Update: {
          amount_paise?: number
          created_at?: string
          created_by?: string | null
          id?: string
          lease_id?: string
          mode?: string
          month?: string
          note?: string | null
          paid_on?: string
          reference?: string | null
          tds_paise?: number
          void_reason?: string | null
          voided_at?: string | null
          voided_by?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "rent_payments_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "rent_payments_lease_id_fkey"
            columns: ["lease_id"]
            isOneToOne: false
            referencedRelation: "leases"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "rent_payments_voided_by_fkey"
            columns: ["voided_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      rent_settings: {
        Row: {
          id: boolean
          rent_code: string
          reverse_charge: boolean
          reverse_charge_rule: string
        }
        Insert: {
          id?: boolean
          rent_code?: string
          reverse_charge?: boolean
          reverse_charge_rule: string
        }
        Update: {
          id?: boolean
          rent_code?: string
          reverse_charge?: boolean
          reverse_charge_rule?: string
        }
        Relationships: []
      }
      rent_tds_rates: {
        Row: {
          monthly_threshold_paise: number
          property_kind: string
          rate_percent: number
          section: string
          source: string
          starts_on: string
        }
        Insert: {
          monthly_threshold_paise: number
          property_kind: string
          rate_percent: number
          section: string
          source: string
          starts_on: string
        }
        Update: {
          monthly_threshold_paise?: number
          property_kind?: string
          rate_percent?: number
          section?: string
          source?: string
          starts_on?: string
        }
        Relationships: []
      }
      resource_downloads: {
        Row: {
          company: string
          created_at: string
          designation: string
          email: string
          form_elapsed_ms: number | null
          form_trap: string | null
          id: string
          mobile: string
          name: string
          resource_title: string
          service_id: string
        }
        Insert: {
          company: string
          created_at?: string
          designation: string
          email: string
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string
          mobile: string
          name: string
          resource_title: string
          service_id: string
        }
        Update: {
          company?: string
          created_at?: string
          designation?: string
          email?: string
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string
          mobile?: string
          name?: string
          resource_title?: string
          service_id?: string
        }
        Relationships: []
      }
      sales_settings: {
        Row: {
          agency_gstin: string | null
          agency_pan: string | null
          discount_limit_percent: number
          dismantling_jobs: boolean
          gst_percent: number
          hold_days: number
          id: boolean
          letterhead_logo: string | null
          mounting_rate_per_sqft: number
          printing_rate_per_sqft: number
          proof_distance_m: number
          terms: string
          updated_at: string
          validity_days: number
        }
        Insert: {
          agency_gstin?: string | null
          agency_pan?: string | null
          discount_limit_percent?: number
          dismantling_jobs?: boolean
          gst_percent?: number
          hold_days?: number
          id?: boolean
          letterhead_logo?: string | null
          mounting_rate_per_sqft?: number
          printing_rate_per_sqft?: number
          proof_distance_m?: number
          terms?: string
          updated_at?: string
          validity_days?: number
        }
        Update: {
          agency_gstin?: string | null
          agency_pan?: string | null
          discount_limit_percent?: number
          dismantling_jobs?: boolean
          gst_percent?: number
          hold_days?: number
          id?: boolean
          letterhead_logo?: string | null
          mounting_rate_per_sqft?: number
          printing_rate_per_sqft?: number
          proof_distance_m?: number
          terms?: string
          updated_at?: string
          validity_days?: number
        }
        Relationships: []
      }
      site_bookings: {
        Row: {
          client_name: string
          created_at: string
          created_by: string | null
          ends_on: string
          expires_at: string | null
          id: string
          kind: string
          note: string | null
          overrides_hold_of: string | null
          site_id: string
          starts_on: string
          updated_at: string
        }
        Insert: {
          client_name: string
          created_at?: string
          created_by?: string | null
          ends_on: string
          expires_at?: string | null
          id?: string
          kind?: string
          note?: string | null
          overrides_hold_of?: string | null
          site_id: string
          starts_on: string
          updated_at?: string
        }
        Update: {
          client_name?: string
          created_at?: string
          created_by?: string | null
          ends_on?: string
          expires_at?: string | null
          id?: string
          kind?: string
          note?: string | null
          overrides_hold_of?: string | null
          site_id?: string
          starts_on?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "site_bookings_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "site_bookings_site_id_fkey"
            columns: ["site_id"]
            isOneToOne: false
            referencedRelation: "sites"
            referencedColumns: ["id"]
          },
        ]
      }
      site_costs: {
        Row: {
          amount_paise: number
          covers_from: string
          covers_to: string
          created_at: string
          created_by: string | null
          description: string
          id: string
          incurred_on: string
          kind: string
          power_bill_id: string | null
          reference: string | null
          site_id: string
        }
        Insert: {
          amount_paise: number
          covers_from: string
          covers_to: string
          created_at?: string
          created_by?: string | null
          description: string
          id?: string
          incurred_on: string
          kind: string
          power_bill_id?: string | null
          reference?: string | null
          site_id: string
        }
        Update: {
          amount_paise?: number
          covers_from?: string
          covers_to?: string
          created_at?: string
          created_by?: string | null
          description?: string
          id?: string
          incurred_on?: string
          kind?: string
          power_bill_id?: string | null
          reference?: string | null
          site_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "site_costs_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "site_costs_power_bill_id_fkey"
            columns: ["power_bill_id"]
            isOneToOne: false
            referencedRelation: "power_bills"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "site_costs_site_id_fkey"
            columns: ["site_id"]
            isOneToOne: false
            referencedRelation: "sites"
            referencedColumns: ["id"]
          },
        ]
      }
      site_licences: {
        Row: {
          authority: string
          created_at: string
          id: string
          licence_number: string
          site_id: string
          stability_valid_until: string | null
          updated_at: string
          valid_until: string
        }
        Insert: {
          authority?: string
          created_at?: string
          id?: string
          licence_number: string
          site_id: string
          stability_valid_until?: string | null
          updated_at?: string
          valid_until: string
        }
        Update: {
          authority?: string
          created_at?: string
          id?: string
          licence_number?: string
          site_id?: string
          stability_valid_until?: string | null
          updated_at?: string
          valid_until?: string
        }
        Relationships: [
          {
            foreignKeyName: "site_licences_site_id_fkey"
            columns: ["site_id"]
            isOneToOne: true
            referencedRelation: "sites"
            referencedColumns: ["id"]
          },
        ]
      }
      site_rebuild_state: {
        Row: {
          id: boolean
          last_triggered_at: string | null
          pending: boolean
        }
        Insert: {
          id?: boolean
          last_triggered_at?: string | null
          pending?: boolean
        }
        Update: {
          id?: boolean
          last_triggered_at?: string | null
          pending?: boolean
        }
        Relationships: []
      }
      sites: {
        Row: {
          address: string | null
          area_sqft: number | null
          code: string
          created_at: string
          daily_traffic: number | null
          facing: string | null
          format: string
          height_ft: number
          id: string
          latitude: number
          lighting: string
          locality: string
          longitude: number
          monthly_rate: number | null
          name: string
          photos: string[]
          published: boolean
          updated_at: string
          width_ft: number
        }
        Insert: {
          address?: string | null
          area_sqft?: never
          code: string
          created_at?: string
          daily_traffic?: number | null
          facing?: string | null
          format: string
          height_ft: number
          id?: string
          latitude: number
          lighting: string
          locality: string
          longitude: number
          monthly_rate?: number | null
          name: string
          photos?: string[]
          published?: boolean
          updated_at?: string
          width_ft: number
        }
        Update: {
          address?: string | null
          area_sqft?: never
          code?: string
          created_at?: string
          daily_traffic?: number | null
          facing?: string | null
          format?: string
          height_ft?: number
          id?: string
          latitude?: number
          lighting?: string
          locality?: string
          longitude?: number
          monthly_rate?: number | null
          name?: string
          photos?: string[]
          published?: boolean
          updated_at?: string
          width_ft?: number
        }
        Relationships: []
      }
      staff_notices: {
        Row: {
          body: string
          created_at: string
          email_error: string | null
          email_status: string
          id: string
          link: string | null
          read_at: string | null
          recipient_id: string
        }
        Insert: {
          body: string
          created_at?: string
          email_error?: string | null
          email_status?: string
          id?: string
          link?: string | null
          read_at?: string | null
          recipient_id: string
        }
        Update: {
          body?: string
          created_at?: string
          email_error?: string | null
          email_status?: string
          id?: string
          link?: string | null
          read_at?: string | null
          recipient_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "staff_notices_recipient_id_fkey"
            columns: ["recipient_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      success_stories: {
        Row: {
          campaign_duration: string | null
          category: string
          client_name: string | null
          created_at: string
          description: string
          featured: boolean
          id: string
          image_url: string
          industry: string | null
          metrics: NonNullable<Json>
          published_at: string
          status: string
          title: string
          updated_at: string
        }
        Insert: {
          campaign_duration?: string | null
          category: string
          client_name?: string | null
          created_at?: string
          description: string
          featured?: boolean
          id?: string
          image_url: string
          industry?: string | null
          metrics?: NonNullable<Json>
          published_at?: string
          status?: string
          title: string
          updated_at?: string
        }
        Update: {
          campaign_duration?: string | null
          category?: string
          client_name?: string | null
          created_at?: string
          description?: string
          featured?: boolean
          id?: string
          image_url?: string
          industry?: string | null
          metrics?: NonNullable<Json>
          published_at?: string
          status?: string
          title?: string
          updated_at?: string
        }
        Relationships: []
      }
      tax_rates: {
        Row: {
          code: string
          created_at: string
          description: string
          id: string
          rate_percent: number
          source: string | null
          starts_on: string
        }
        Insert: {
          code: string
          created_at?: string
          description: string
          id?: string
          rate_percent: number
          source?: string | null
          starts_on: string
        }
        Update: {
          code?: string
          created_at?: string
          description?: string
          id?: string
          rate_percent?: number
          source?: string | null
          starts_on?: string
        }
        Relationships: []
      }
      tds_rates: {
        Row: {
          deductee: string
          rate_percent: number
          section: string
          single_threshold_paise: number
          source: string
          starts_on: string
          yearly_threshold_paise: number
        }
        Insert: {
          deductee: string
          rate_percent: number
          section: string
          single_threshold_paise: number
          source: string
          starts_on: string
          yearly_threshold_paise: number
        }
        Update: {
          deductee?: string
          rate_percent?: number
          section?: string
          single_threshold_paise?: number
          source?: string
          starts_on?: string
          yearly_threshold_paise?: number
        }
        Relationships: []
      }
      testimonials: {
        Row: {
          company: string
          created_at: string
          id: string
          image: string
          name: string
          position: string
          testimonial: string
          updated_at: string
        }
        Insert: {
          company: string
          created_at?: string
          id?: string
          image: string
          name: string
          position: string
          testimonial: string
          updated_at?: string
        }
        Update: {
          company?: string
          created_at?: string
          id?: string
          image?: string
          name?: string
          position?: string
          testimonial?: string
          updated_at?: string
        }
        Relationships: []
      }
      user_profiles: {
        Row: {
          created_at: string
          email: string
          full_name: string | null
          id: string
          job_title: string | null
          portrait_url: string | null
          role: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          email: string
          full_name?: string | null
          id: string
          job_title?: string | null
          portrait_url?: string | null
          role?: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          email?: string
          full_name?: string | null
          id?: string
          job_title?: string | null
          portrait_url?: string | null
          role?: string
          updated_at?: string
        }
        Relationships: []
      }
      vendor_order_lines: {
        Row: {
          amount_paise: number | null
          campaign_line_id: string
          height_ft: number
          id: string
          material: string
          order_id: string
          quantity: number
          rate_paise: number
          width_ft: number
        }
        Insert: {
          amount_paise?: never
          campaign_line_id: string
          height_ft: number
          id?: string
          material: string
          order_id: string
          quantity: number
          rate_paise: number
          width_ft: number
        }
        Update: {
          amount_paise?: never
          campaign_line_id?: string
          height_ft?: number
          id?: string
          material?: string
          order_id?: string
          quantity?: number
          rate_paise?: number
          width_ft?: number
        }
        Relationships: [
          {
            foreignKeyName: "vendor_order_lines_campaign_line_id_fkey"
            columns: ["campaign_line_id"]
            isOneToOne: false
            referencedRelation: "campaign_lines"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vendor_order_lines_order_id_fkey"
            columns: ["order_id"]
            isOneToOne: false
            referencedRelation: "vendor_orders"
            referencedColumns: ["id"]
          },
        ]
      }
      vendor_orders: {
        Row: {
          bill_date: string | null
          bill_difference_paise: number | null
          bill_gst_paise: number | null
          bill_number: string | null
          bill_taxable_paise: number | null
          billed_at: string | null
          campaign_id: string
          cancel_reason: string | null
          cancelled_at: string | null
          code: string
          deliver_to: string | null
          due_on: string
          emailed_at: string | null
          id: string
          kind: string
          note: string | null
          number: string
          ordered_paise: number
          raised_at: string
          raised_by: string | null
          received_on: string | null
          status: string
          vendor_id: string | null
        }
        Insert: {
          bill_date?: string | null
          bill_difference_paise?: never
          bill_gst_paise?: number | null
          bill_number?: string | null
          bill_taxable_paise?: number | null
          billed_at?: string | null
          campaign_id: string
          cancel_reason?: string | null
          cancelled_at?: string | null
          code: string
          deliver_to?: string | null
          due_on: string
          emailed_at?: string | null
          id?: string
          kind: string
          note?: string | null
          number: string
          ordered_paise: number
          raised_at?: string
          raised_by?: string | null
          received_on?: string | null
          status?: string
          vendor_id?: string | null
        }
        Update: {
          bill_date?: string | null
          bill_difference_paise?: never
          bill_gst_paise?: number | null
          bill_number?: string | null
          bill_taxable_paise?: number | null
          billed_at?: string | null
          campaign_id?: string
          cancel_reason?: string | null
          cancelled_at?: string | null
          code?: string
          deliver_to?: string | null
          due_on?: string
          emailed_at?: string | null
          id?: string
          kind?: string
          note?: string | null
          number?: string
          ordered_paise?: number
          raised_at?: string
          raised_by?: string | null
          received_on?: string | null
          status?: string
          vendor_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "vendor_orders_campaign_id_fkey"
            columns: ["campaign_id"]
            isOneToOne: false
            referencedRelation: "campaigns"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vendor_orders_raised_by_fkey"
            columns: ["raised_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "vendor_orders_vendor_id_fkey"
            columns: ["vendor_id"]
            isOneToOne: false
            referencedRelation: "vendors"
            referencedColumns: ["id"]
          },
        ]
      }
      vendors: {
        Row: {
          address: string | null
          created_at: string
          email: string
          gstin: string | null
          id: string
          mounts: boolean
          name: string
          phone: string | null
          prints: boolean
        }
        Insert: {
          address?: string | null
          created_at?: string
          email: string
          gstin?: string | null
          id?: string
          mounts?: boolean
          name: string
          phone?: string | null
          prints?: boolean
        }
        Update: {
          address?: string | null
          created_at?: string
          email?: string
          gstin?: string | null
          id?: string
          mounts?: boolean
          name?: string
          phone?: string | null
          prints?: boolean
        }
        Relationships: []
      }
      whatsapp_conversations: {
        Row: {
          created_at: string
          form_elapsed_ms: number | null
          form_trap: string | null
          id: string
          message: string
          name: string
          phone: string
        }
        Insert: {
          created_at?: string
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string
          message?: string
          name: string
          phone: string
        }
        Update: {
          created_at?: string
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string
          message?: string
          name?: string
          phone?: string
        }
        Relationships: []
      }
      whatsapp_messages: {
        Row: {
          body: string
          campaign_id: string | null
          conversation_id: string | null
          created_at: string
          direction: string
          failure: string | null
          id: string
          invoice_id: string | null
          kind: string
          media_name: string | null
          media_path: string | null
          media_type: string | null
          phone: string
          sent_at: string | null
          sent_by: string | null
          status: string
          status_at: string | null
          template_key: string | null
          wa_message_id: string | null
        }
        Insert: {
          body?: string
          campaign_id?: string | null
          conversation_id?: string | null
          created_at?: string
          direction: string
          failure?: string | null
          id?: string
          invoice_id?: string | null
          kind: string
          media_name?: string | null
          media_path?: string | null
          media_type?: string | null
          phone: string
          sent_at?: string | null
          sent_by?: string | null
          status: string
          status_at?: string | null
          template_key?: string | null
          wa_message_id?: string | null
        }
        Update: {
          body?: string
          campaign_id?: string | null
          conversation_id?: string | null
          created_at?: string
          direction?: string
          failure?: string | null
          id?: string
          invoice_id?: string | null
          kind?: string
          media_name?: string | null
          media_path?: string | null
          media_type?: string | null
          phone?: string
          sent_at?: string | null
          sent_by?: string | null
          status?: string
          status_at?: string | null
          template_key?: string | null
          wa_message_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "whatsapp_messages_campaign_id_fkey"
            columns: ["campaign_id"]
            isOneToOne: false
            referencedRelation: "campaigns"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "whatsapp_messages_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "whatsapp_conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "whatsapp_messages_invoice_id_fkey"
            columns: ["invoice_id"]
            isOneToOne: false
            referencedRelation: "invoices"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "whatsapp_messages_sent_by_fkey"
            columns: ["sent_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "whatsapp_messages_template_key_fkey"
            columns: ["template_key"]
            isOneToOne: false
            referencedRelation: "whatsapp_templates"
            referencedColumns: ["key"]
          },
        ]
      }
      whatsapp_opt_ins: {
        Row: {
          contact_id: string
          how: string
          id: string
          opted_in_at: string
          phone: string
          recorded_by: string | null
          withdrawn_at: string | null
          withdrawn_by: string | null
          withdrawn_how: string | null
        }
        Insert: {
          contact_id: string
          how: string
          id?: string
          opted_in_at?: string
          phone: string
          recorded_by?: string | null
          withdrawn_at?: string | null
          withdrawn_by?: string | null
          withdrawn_how?: string | null
        }
        Update: {
          contact_id?: string
          how?: string
          id?: string
          opted_in_at?: string
          phone?: string
          recorded_by?: string | null
          withdrawn_at?: string | null
          withdrawn_by?: string | null
          withdrawn_how?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "whatsapp_opt_ins_contact_id_fkey"
            columns: ["contact_id"]
            isOneToOne: false
            referencedRelation: "customer_contacts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "whatsapp_opt_ins_recorded_by_fkey"
            columns: ["recorded_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "whatsapp_opt_ins_withdrawn_by_fkey"
            columns: ["withdrawn_by"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      whatsapp_settings: {
        Row: {
          max_messages_per_number: number
          rate_window: string
          service_window: string
        }
        Insert: {
          max_messages_per_number?: number
          rate_window?: string
          service_window?: string
        }
        Update: {
          max_messages_per_number?: number
          rate_window?: string
          service_window?: string
        }
        Relationships: []
      }
      whatsapp_templates: {
        Row: {
          approved: boolean
          in_inbox: boolean
          key: string
          language: string
          name: string
          params: string[]
          preview: string
        }
        Insert: {
          approved?: boolean
          in_inbox?: boolean
          key: string
          language?: string
          name: string
          params?: string[]
          preview: string
        }
        Update: {
          approved?: boolean
          in_inbox?: boolean
          key?: string
          language?: string
          name?: string
          params?: string[]
          preview?: string
        }
        Relationships: []
      }
    }
    Views: {
      blog_posts_list: {
        Row: {
          author_name: string | null
          category: string | null
          created_at: string | null
          excerpt: string | null
          id: string | null
          image: string | null
          published_at: string | null
          status: string | null
          title: string | null
        }
        Insert: {
          author_name?: string | null
          category?: string | null
          created_at?: string | null
          excerpt?: string | null
          id?: string | null
          image?: string | null
          published_at?: string | null
          status?: string | null
          title?: string | null
        }
        Update: {
          author_name?: string | null
          category?: string | null
          created_at?: string | null
          excerpt?: string | null
          id?: string | null
          image?: string | null
          published_at?: string | null
          status?: string | null
          title?: string | null
        }
        Relationships: []
      }
      contacts_list: {
        Row: {
          "Company Name": string | null
          created_at: string | null
          Designation: string | null
          "Email Address": string | null
          form_elapsed_ms: number | null
          form_trap: string | null
          "Full name": string | null
          id: string | null
          message: string | null
          "Phone Number": number | null
          "service of interest": string | null
        }
        Insert: {
          "Company Name"?: string | null
          created_at?: string | null
          Designation?: string | null
          "Email Address"?: string | null
          form_elapsed_ms?: number | null
          form_trap?: string | null
          "Full name"?: string | null
          id?: string | null
          message?: string | null
          "Phone Number"?: number | null
          "service of interest"?: string | null
        }
        Update: {
          "Company Name"?: string | null
          created_at?: string | null
          Designation?: string | null
          "Email Address"?: string | null
          form_elapsed_ms?: number | null
          form_trap?: string | null
          "Full name"?: string | null
          id?: string | null
          message?: string | null
          "Phone Number"?: number | null
          "service of interest"?: string | null
        }
        Relationships: []
      }
      festival_bookings_list: {
        Row: {
          business_name: string | null
          created_at: string | null
          email: string | null
          form_elapsed_ms: number | null
          form_trap: string | null
          id: string | null
          message: string | null
          name: string | null
          offer_id: string | null
          offer_title: string | null
          phone: string | null
          preferred_package: string | null
        }
        Insert: {
          business_name?: string | null
          created_at?: string | null
          email?: string | null
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string | null
          message?: string | null
          name?: string | null
          offer_id?: string | null
          offer_title?: string | null
          phone?: string | null
          preferred_package?: string | null
        }
        Update: {
          business_name?: string | null
          created_at?: string | null
          email?: string | null
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string | null
          message?: string | null
          name?: string | null
          offer_id?: string | null
          offer_title?: string | null
          phone?: string | null
          preferred_package?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "festival_bookings_offer_id_fkey"
            columns: ["offer_id"]
            isOneToOne: false
            referencedRelation: "offers"
            referencedColumns: ["id"]
          },
        ]
      }
      leads_list: {
        Row: {
          assignee_id: string | null
          assignee_name: string | null
          client_address: string | null
          created_at: string | null
          customer_id: string | null
          details: Json | null
          email: string | null
          fingerprint: string | null
          id: string | null
          kind: string | null
          latest_note: string | null
          name: string | null
          notified_at: string | null
          notify_attempts: number | null
          notify_error: string | null
          notify_status: string | null
          phone: string | null
          read_at: string | null
          spam_reason: string | null
          status: string | null
          summary: string | null
          updated_at: string | null
        }
        Relationships: [
          {
            foreignKeyName: "leads_assignee_id_fkey"
            columns: ["assignee_id"]
            isOneToOne: false
            referencedRelation: "user_profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "leads_customer_id_fkey"
            columns: ["customer_id"]
            isOneToOne: false
            referencedRelation: "customers"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "leads_kind_registered"
            columns: ["kind"]
            isOneToOne: false
            referencedRelation: "lead_sources"
            referencedColumns: ["kind"]
          },
        ]
      }
      newsletter_subscribers_list: {
        Row: {
          created_at: string | null
          email: string | null
          form_elapsed_ms: number | null
          form_trap: string | null
          id: string | null
          source: string | null
        }
        Insert: {
          created_at?: string | null
          email?: string | null
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string | null
          source?: string | null
        }
        Update: {
          created_at?: string | null
          email?: string | null
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string | null
          source?: string | null
        }
        Relationships: []
      }
      resource_downloads_list: {
        Row: {
          company: string | null
          created_at: string | null
          designation: string | null
          email: string | null
          form_elapsed_ms: number | null
          form_trap: string | null
          id: string | null
          mobile: string | null
          name: string | null
          resource_title: string | null
          service_id: string | null
        }
        Insert: {
          company?: string | null
          created_at?: string | null
          designation?: string | null
          email?: string | null
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string | null
          mobile?: string | null
          name?: string | null
          resource_title?: string | null
          service_id?: string | null
        }
        Update: {
          company?: string | null
          created_at?: string | null
          designation?: string | null
          email?: string | null
          form_elapsed_ms?: number | null
          form_trap?: string | null
          id?: string | null
          mobile?: string | null
          name?: string | null
          resource_title?: string | null
          service_id?: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      accept_proposal: {
        Args: { signer_designation: string; signer_name: string; token: string }
        Returns: Json
      }
      acting_user_name: { Args: Record<PropertyKey, never>; Returns: string }
      advance_campaigns: { Args: Record<PropertyKey, never>; Returns: number }
      advance_received_paise: { Args: { campaign: string }; Returns: number }
      apply_advance: {
        Args: { amount_paise: number; invoice: string; receipt: string }
        Returns: undefined
      }
      ask_for_proposal_changes: {
        Args: { message: string; signer_name: string; token: string }
        Returns: string
      }
      ask_for_shots_again: {
        Args: { job: string; shots: Json }
        Returns: undefined
      }
      attach_content_table: {
        Args: { content_table: string }
        Returns: undefined
      }
      attach_lead_table: { Args: { source: string }; Returns: undefined }
      audit_row: { Args: { data: Json }; Returns: Json }
      audit_row_label: { Args: { data: Json }; Returns: string }
      audit_value: { Args: { value: Json }; Returns: Json }
      b2cl_limit_on: { Args: { day: string }; Returns: number }
      balance_paise: {
        Args: { target: Database["public"]["Tables"]["invoices"]["Row"] }
        Returns: number
      }
      billing_figures: { Args: Record<PropertyKey, never>; Returns: Json }
      blog_authors: {
        Args: Record<PropertyKey, never>
        Returns: {
          full_name: string
          id: string
          job_title: string
          portrait_url: string
        }[]
      }
      book_campaign_lines: {
        Args: { campaign: string; kind: string }
        Returns: Json
      }
      booking_date: { Args: { day: string }; Returns: string }
      bookings_past_licence: {
        Args: { site?: string }
        Returns: {
          booking_id: string
          client_name: string
          code: string
          ends_on: string
          licence_ends_on: string
          site_id: string
          starts_on: string
        }[]
      }
      call_edge_function: {
        Args: { body: Json; name: string }
        Returns: undefined
      }
      can_bill: { Args: Record<PropertyKey, never>; Returns: boolean }
      can_delete_content: { Args: Record<PropertyKey, never>; Returns: boolean }
      can_delete_leads: { Args: Record<PropertyKey, never>; Returns: boolean }
      can_edit_content: { Args: Record<PropertyKey, never>; Returns: boolean }
      can_enter_back_office: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      can_file_lease_agreement: { Args: { path: string }; Returns: boolean }
      can_file_purchase_order: { Args: { path: string }; Returns: boolean }
      can_manage_jobs: { Args: Record<PropertyKey, never>; Returns: boolean }
      can_manage_leads: { Args: Record<PropertyKey, never>; Returns: boolean }
      can_manage_sites: { Args: Record<PropertyKey, never>; Returns: boolean }
      can_read_proof_file: { Args: { path: string }; Returns: boolean }
      can_see_creative: { Args: { path: string }; Returns: boolean }
      can_see_job: { Args: { job: string }; Returns: boolean }
      can_sell: { Args: Record<PropertyKey, never>; Returns: boolean }
      can_shoot_job: { Args: { job: string }; Returns: boolean }
      cancel_campaign: {
        Args: { campaign: string; reason: string }
        Returns: undefined
      }
      cancel_invoice: {
        Args: { invoice: string; reason: string }
        Returns: undefined
      }
      cancel_vendor_order: {
        Args: { reason: string; vendor_order: string }
        Returns: undefined
      }
      claim_invoice_reminders: {
        Args: { most?: number }
        Returns: {
          balance_paise: number
          campaign_reference: string
          campaign_title: string
          contact_name: string
          days_past_due: number
          due_on: string
          email: string
          number: string
          reminder_id: string
          stage: number
          token: string
        }[]
      }
      claim_lead_notification: { Args: { lead_id: string }; Returns: Json }
      claim_site_rebuild: {
        Args: { min_interval_seconds: number; only_if_pending?: boolean }
        Returns: boolean
      }
      claim_staff_notices: {
        Args: Record<PropertyKey, never>
        Returns: {
          body: string
          created_at: string
          email: string
          full_name: string
          id: string
          link: string
        }[]
      }
      compute_invoice_taxes: {
        Args: { day: string; invoice: string }
        Returns: undefined
      }
      confirm_without_purchase_order: {
        Args: { campaign: string; reason: string }
        Returns: Json
      }
      confirmation: {
        Args: { target: Database["public"]["Tables"]["campaigns"]["Row"] }
        Returns: Json
      }
      confirmation_waits_for: { Args: { campaign: string }; Returns: Json }
      credited_paise: {
        Args: { target: Database["public"]["Tables"]["invoices"]["Row"] }
        Returns: number
      }
      crew_members: {
        Args: Record<PropertyKey, never>
        Returns: {
          email: string
          full_name: string
          id: string
        }[]
      }
      current_user_role: { Args: Record<PropertyKey, never>; Returns: string }
      customer_lead_matches: {
        Args: { customer: string }
        Returns: {
          company: string
          created_at: string
          email: string
          id: string
          kind: string
          matched_by: string
          name: string
        }[]
      }
      customer_statement: {
        Args: { customer: string; from_day: string; to_day: string }
        Returns: Json
      }
      dashboard_count: { Args: { counted: string }; Returns: number }
      delete_expired_leads: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      delete_lead_person: { Args: { email_address: string }; Returns: number }
      delete_lead_rows: {
        Args: { email_address: string; older_than: string }
        Returns: number
      }
      discard_invoice_draft: { Args: { invoice: string }; Returns: undefined }
      draft_invoice: { Args: { campaign: string }; Returns: string }
      e164_phone: { Args: { phone: string }; Returns: string }
      extend_hold: { Args: { booking: string }; Returns: string }
      financial_year_of: { Args: { day: string }; Returns: string }
      gstin_check_character_matches: {
        Args: { gstin: string }
        Returns: boolean
      }
      gstr1: { Args: { month: string }; Returns: Json }
      has_admin_access: { Args: Record<PropertyKey, never>; Returns: boolean }
      hold_proposal_again: { Args: { campaign: string }; Returns: Json }
      holds_expiring_to_tell: {
        Args: Record<PropertyKey, never>
        Returns: {
          campaign_id: string
          ends_on: string
          reference: string
        }[]
      }
      import_sites: { Args: { rows: Json }; Returns: number }
      india_today: { Args: Record<PropertyKey, never>; Returns: string }
      invoice_document: {
        Args: { target: Database["public"]["Tables"]["invoices"]["Row"] }
        Returns: Json
      }
      invoice_reminder_obstacle: {
        Args: {
          reminder: Database["public"]["Tables"]["invoice_reminders"]["Row"]
        }
        Returns: string
      }
      invoice_view: { Args: { token: string }; Returns: Json }
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_content_table: { Args: { name: string }; Returns: boolean }
      is_crew: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_crew_site: { Args: { site: string }; Returns: boolean }
      is_lead_table: { Args: { name: string }; Returns: boolean }
      is_public_request: { Args: Record<PropertyKey, never>; Returns: boolean }
      issue_credit_note: {
        Args: { invoice: string; lines: Json; reason: string }
        Returns: string
      }
      issue_invoice: { Args: { invoice: string }; Returns: string }
      job_photos_complete: {
        Args: { job: Database["public"]["Tables"]["mounting_jobs"]["Row"] }
        Returns: boolean
      }
      job_required_shots: {
        Args: { kind: string; lighting: string }
        Returns: string[]
      }
      landlord_balances: {
        Args: Record<PropertyKey, never>
        Returns: {
          due_paise: number
          gstin: string
          landlord_id: string
          landlord_name: string
          outstanding_paise: number
          overdue_paise: number
          paid_paise: number
          pan: string
          phone: string
        }[]
      }
      lead_company: { Args: { details: Json; kind: string }; Returns: string }
      lead_customer_matches: {
        Args: { lead: string }
        Returns: {
          id: string
          matched_by: string
          name: string
        }[]
      }
      lead_details: { Args: { lead: Json }; Returns: Json }
      lead_fields: {
        Args: { lead: Json; source: string }
        Returns: Record<string, unknown>
      }
      lead_fingerprint: { Args: { lead: Json }; Returns: string }
      lead_workers: {
        Args: Record<PropertyKey, never>
        Returns: {
          email: string
          full_name: string
          id: string
          role: string
        }[]
      }
      lease_month: {
        Args: {
          month: string
          target: Database["public"]["Tables"]["leases"]["Row"]
        }
        Returns: Json
      }
      lease_rate_on: {
        Args: {
          day: string
          target: Database["public"]["Tables"]["leases"]["Row"]
        }
        Returns: number
      }
      lease_rent: { Args: { lease: string; month: string }; Returns: Json }
      leases_ending: {
        Args: { days?: number }
        Returns: {
          code: string
          ends_on: string
          landlord_name: string
          lease_id: string
          name: string
          notice_by: string
          site_id: string
        }[]
      }
      letterhead: { Args: Record<PropertyKey, never>; Returns: Json }
      licences_ending: {
        Args: { days?: number }
        Returns: {
          code: string
          ends_on: string
          name: string
          site_id: string
          what: string
        }[]
      }
      make_mounting_jobs: { Args: { campaign: string }; Returns: undefined }
      make_proposal_from_lead: {
        Args: {
          campaign_id: string
          contact: Json
          customer_id?: string
          lead_id: string
          lines: Json
          new_customer_name: string
          title: string
        }
        Returns: string
      }
      margins: { Args: { from_month: string; to_month: string }; Returns: Json }
      media_objects: {
        Args: Record<PropertyKey, never>
        Returns: {
          created_at: string
          mimetype: string
          name: string
          original_name: string
          size: number
        }[]
      }
      media_uses: {
        Args: Record<PropertyKey, never>
        Returns: {
          image_column: string
          row_id: string
          table_name: string
          title: string
          url: string
          visible: boolean
        }[]
      }
      metres_between: {
        Args: { lat1: number; lat2: number; lng1: number; lng2: number }
        Returns: number
      }
      months_between: {
        Args: { from_day: string; to_day: string }
        Returns: number
      }
      new_invoice_link: { Args: { invoice: string }; Returns: string }
      new_link_token: { Args: Record<PropertyKey, never>; Returns: string }
      next_document_number: {
        Args: { day: string; series: string }
        Returns: string
      }
      next_escalation: {
        Args: { target: Database["public"]["Tables"]["leases"]["Row"] }
        Returns: Json
      }
      next_free_start: {
        Args: { client: string; days: number; from_date: string; site: string }
        Returns: string
      }
      next_invoice_period: {
        Args: { campaign: string }
        Returns: {
          period_from: string
          period_to: string
        }[]
      }
      note_proposal_viewed: { Args: { token: string }; Returns: undefined }
      note_vendor_order_emailed: {
        Args: { vendor_order: string }
        Returns: undefined
      }
      notify_staff: {
        Args: { body: string; link: string; recipient: string }
        Returns: undefined
      }
      offer_package_names_unique: { Args: { packages: Json }; Returns: boolean }
      offer_packages_valid: { Args: { packages: Json }; Returns: boolean }
      paise_text: { Args: { amount: number }; Returns: string }
      payment_mode_name: { Args: { mode: string }; Returns: string }
      proof_distance_m: {
        Args: { job: Database["public"]["Tables"]["mounting_jobs"]["Row"] }
        Returns: number
      }
      proof_report: { Args: { token: string }; Returns: Json }
      proposal_campaign: { Args: { token: string }; Returns: string }
      proposal_token_hash: { Args: { token: string }; Returns: string }
      proposal_view: { Args: { token: string }; Returns: Json }
      publication_due_since: { Args: { since: string }; Returns: boolean }
      queue_invoice_reminders: { Args: { day?: string }; Returns: number }
      queue_whatsapp_notice: {
        Args: {
          campaign?: string
          invoice?: string
          template: string
          values_of?: Json
        }
        Returns: Json
      }
      quote_items_summary: { Args: { items: Json }; Returns: string }
      raise_vendor_order: {
        Args: {
          campaign: string
          code?: string
          deliver_to: string
          due_on: string
          kind: string
          lines: Json
          note: string
          vendor: string
        }
        Returns: Json
      }
      readable_proof_files: { Args: { paths: string[] }; Returns: string[] }
      ready_to_confirm: { Args: { campaign: string }; Returns: boolean }
      receivables: {
        Args: Record<PropertyKey, never>
        Returns: {
          balance_paise: number
          customer_id: string
          customer_name: string
          days_past_due: number
          due_on: string
          invoice_date: string
          invoice_id: string
          number: string
          owner_id: string
          owner_name: string
        }[]
      }
      receive_vendor_order: {
        Args: { received_on: string; vendor_order: string }
        Returns: undefined
      }
      record_campaign_event: {
        Args: {
          by_name?: string
          campaign: string
          kind: string
          note?: string
        }
        Returns: undefined
      }
      record_invoice_reminder: {
        Args: { failure?: string; outcome: string; reminder: string }
        Returns: undefined
      }
      record_irn: {
        Args: { ack_at: string; ack_no: string; invoice: string; irn: string }
        Returns: undefined
      }
      record_lead_notification: {
        Args: {
          attempts: number
          error?: string
          lead_id: string
          outcome: string
        }
        Returns: undefined
      }
      record_power_bill: {
        Args: {
          amount_paise: number
          bill_number: string
          billed_on: string
          meter: string
          period_from: string
          period_to: string
        }
        Returns: string
      }
      record_proposal_email: {
        Args: { campaign: string; note: string; sender?: string }
        Returns: undefined
      }
      record_proposal_response: {
        Args: {
          answer: string
          designation: string
          message: string
          person: string
          target: Database["public"]["Tables"]["campaigns"]["Row"]
        }
        Returns: string
      }
      record_purchase_order: {
        Args: {
          campaign: string
          po_date: string
          po_number: string
          po_path?: string
        }
        Returns: Json
      }
      record_receipt: {
        Args: {
          allocations: Json
          amount_paise: number
          customer: string
          for_campaign?: string
          keep_advance: boolean
          mode: string
          note: string
          received_on: string
          reference: string
          tds_paise: number
          tds_percent: number
        }
        Returns: string
      }
      record_rent_payment: {
        Args: {
          amount_paise: number
          lease: string
          mode: string
          month: string
          note: string
          paid_on: string
          reference: string
          tds_paise: number
        }
        Returns: string
      }
      record_staff_notice_email: {
        Args: { error?: string; notice_id: string; outcome: string }
        Returns: undefined
      }
      record_tds_certificate: {
        Args: { certificate: string; issued_on: string; receipt: string }
        Returns: undefined
      }
      record_vendor_bill: {
        Args: {
          bill_date: string
          bill_number: string
          gst_paise: number
          taxable_paise: number
          vendor_order: string
        }
        Returns: number
      }
      record_whatsapp_inbound: {
        Args: {
          body: string
          kind: string
          media_name?: string
          media_type?: string
          name: string
          phone: string
          sent_at?: string
          wa_message_id: string
        }
        Returns: Json
      }
      record_whatsapp_media: {
        Args: { message: string; path: string }
        Returns: undefined
      }
      record_whatsapp_opt_in: {
        Args: { contact: string; how: string }
        Returns: string
      }
      record_whatsapp_send: {
        Args: {
          failure?: string
          message: string
          outcome: string
          wa_message_id?: string
        }
        Returns: undefined
      }
      record_whatsapp_status: {
        Args: {
          at?: string
          failure?: string
          status: string
          wa_message_id: string
        }
        Returns: boolean
      }
      reissue_proposal_link: { Args: { campaign: string }; Returns: string }
      release_expired_holds: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      rents_due: {
        Args: { month: string }
        Returns: {
          due_on: string
          figures: Json
          gst_paise: number
          landlord_id: string
          landlord_name: string
          lease_id: string
          next_escalation: Json
          outstanding_paise: number
          overdue: boolean
          paid_paise: number
          payable_paise: number
          rent_month: string
          rent_paise: number
          reverse_charge_paise: number
          site_code: string
          site_id: string
          site_name: string
          tds_deducted_paise: number
          tds_paise: number
        }[]
      }
      request_client_address: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      restore_revision: { Args: { revision_id: string }; Returns: undefined }
      revise_proposal: { Args: { campaign: string }; Returns: undefined }
      revoke_invoice_links: { Args: { invoice: string }; Returns: undefined }
      revoke_proof_report: { Args: { campaign: string }; Returns: undefined }
      role_works_leads: { Args: { role: string }; Returns: boolean }
      rupees_text: { Args: { amount: number }; Returns: string }
      sales_overview: { Args: Record<PropertyKey, never>; Returns: Json }
      save_campaign: {
        Args: { campaign: Json; campaign_id: string; lines: Json }
        Returns: string
      }
      save_customer: {
        Args: { contacts: Json; customer: Json; customer_id: string }
        Returns: undefined
      }
      save_lease: {
        Args: { lease: Json; lease_id: string; steps: Json }
        Returns: string
      }
      send_proposal: { Args: { campaign: string }; Returns: string }
      set_power_meter_shares: {
        Args: { meter: string; shares: Json }
        Returns: undefined
      }
      settle_confirmation: {
        Args: { booked: Json; campaign: string; note: string }
        Returns: Json
      }
      settled_paise: {
        Args: { target: Database["public"]["Tables"]["invoices"]["Row"] }
        Returns: number
      }
      share_invoice: { Args: { invoice: string }; Returns: string }
      share_proof_report: { Args: { campaign: string }; Returns: string }
      site_costs_between: {
        Args: { first_day: string; last_day: string; site: string }
        Returns: {
          amount: number
          kind: string
        }[]
      }
      site_is_taken: {
        Args: { from_date: string; site: string; to_date: string }
        Returns: boolean
      }
      site_localities: {
        Args: Record<PropertyKey, never>
        Returns: {
          locality: string
          sites: number
        }[]
      }
      site_margin_rows: {
        Args: { first_month: string; last_month: string }
        Returns: {
          licence_paise: number
          month: string
          mounting_paise: number
          other_paise: number
          power_paise: number
          printing_paise: number
          rent_paise: number
          revenue_basis: string
          revenue_paise: number
          site_id: string
        }[]
      }
      site_month_revenue: {
        Args: { first_day: string; last_day: string; site: string }
        Returns: {
          basis: string
          revenue_paise: number
        }[]
      }
      site_taken_dates: {
        Args: { from_date: string; to_date: string }
        Returns: {
          code: string
          ends_on: string
          kind: string
          site_id: string
          starts_on: string
        }[]
      }
      sites_for_costs: {
        Args: Record<PropertyKey, never>
        Returns: {
          code: string
          id: string
          licence_valid_until: string
          name: string
        }[]
      }
      sites_free_between: {
        Args: { free_from?: string; free_to?: string }
        Returns: {
          address: string | null
          area_sqft: number | null
          code: string
          created_at: string
          daily_traffic: number | null
          facing: string | null
          format: string
          height_ft: number
          id: string
          latitude: number
          lighting: string
          locality: string
          longitude: number
          monthly_rate: number | null
          name: string
          photos: string[]
          published: boolean
          updated_at: string
          width_ft: number
        }[]
        SetofOptions: {
          from: "*"
          to: "sites"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      start_whatsapp_reply: {
        Args: { body?: string; conversation: string; template?: string }
        Returns: Json
      }
      take_acceptance_copy: { Args: { token: string }; Returns: string }
      take_confirmation_notice: { Args: { campaign: string }; Returns: boolean }
      tax_rate_on: { Args: { code: string; day: string }; Returns: number }
      tds_rate_for: { Args: { customer: string; day: string }; Returns: Json }
      unapplied_paise: {
        Args: { target: Database["public"]["Tables"]["receipts"]["Row"] }
        Returns: number
      }
      vendor_line_costs: {
        Args: Record<PropertyKey, never>
        Returns: {
          campaign_id: string
          campaign_line_id: string
          cost_paise: number
          kind: string
          site_id: string
          starts_on: string
        }[]
      }
      vendor_order_to_change: {
        Args: { vendor_order: string }
        Returns: {
          bill_date: string | null
          bill_difference_paise: number | null
          bill_gst_paise: number | null
          bill_number: string | null
          bill_taxable_paise: number | null
          billed_at: string | null
          campaign_id: string
          cancel_reason: string | null
          cancelled_at: string | null
          code: string
          deliver_to: string | null
          due_on: string
          emailed_at: string | null
          id: string
          kind: string
          note: string | null
          number: string
          ordered_paise: number
          raised_at: string
          raised_by: string | null
          received_on: string | null
          status: string
          vendor_id: string | null
        }
        SetofOptions: {
          from: "*"
          to: "vendor_orders"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      void_receipt: {
        Args: { reason: string; receipt: string }
        Returns: undefined
      }
      void_rent_payment: {
        Args: { payment: string; reason: string }
        Returns: undefined
      }
      whatsapp_outgoing: {
        Args: {
          message: Database["public"]["Tables"]["whatsapp_messages"]["Row"]
          template: Database["public"]["Tables"]["whatsapp_templates"]["Row"]
          values_of: Json
        }
        Returns: Json
      }
      whatsapp_template_text: {
        Args: {
          template: Database["public"]["Tables"]["whatsapp_templates"]["Row"]
          values_of: Json
        }
        Returns: string
      }
      whatsapp_template_values: {
        Args: {
          template: Database["public"]["Tables"]["whatsapp_templates"]["Row"]
          values_of: Json
        }
        Returns: string[]
      }
      withdraw_proposal: { Args: { campaign: string }; Returns: undefined }
      withdraw_whatsapp_opt_in: {
        Args: { contact: string }
        Returns: undefined
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const

/** The kinds of lead: the rows of public.lead_sources (supabase/local/gen-types.ts). */
export type LeadKind = 'callback' | 'contact' | 'festival_booking' | 'job_application' | 'newsletter' | 'proposal_response' | 'quote' | 'resource_download' | 'whatsapp'

/** The content types: the rows of public.content_types (supabase/local/gen-types.ts). */
export type ContentTable = 'blog_posts' | 'clients' | 'gallery_images' | 'job_openings' | 'offers' | 'success_stories' | 'testimonials'
