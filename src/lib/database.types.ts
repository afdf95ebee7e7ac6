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
      blog_posts: {
        Row: {
          author_avatar: string
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
          tags: string[]
          title: string
        }
        Insert: {
          author_avatar: string
          author_name: string
          author_role: string
          category: string
          content: string
          created_at?: string
          excerpt: string
          id?: string
          image: string
          published_at: string
          read_time?: number
          tags?: string[]
          title: string
        }
        Update: {
          author_avatar?: string
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
          tags?: string[]
          title?: string
        }
        Relationships: []
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
          "Full name"?: string
          id?: string
          message?: string
          "Phone Number"?: number
          "service of interest"?: string
        }
        Relationships: []
      }
      festival_bookings: {
        Row: {
          business_name: string
          created_at: string
          email: string
          id: string
          message: string | null
          name: string
          phone: string
          preferred_package: string
        }
        Insert: {
          business_name: string
          created_at?: string
          email: string
          id?: string
          message?: string | null
          name: string
          phone: string
          preferred_package: string
        }
        Update: {
          business_name?: string
          created_at?: string
          email?: string
          id?: string
          message?: string | null
          name?: string
          phone?: string
          preferred_package?: string
        }
        Relationships: []
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
          sort_order: number
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
          sort_order?: number
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
          sort_order?: number
          tags?: string[]
          title?: string
          updated_at?: string
          year?: number
        }
        Relationships: []
      }
      newsletter_subscribers: {
        Row: {
          created_at: string
          email: string
          id: string
          source: string
        }
        Insert: {
          created_at?: string
          email: string
          id?: string
          source?: string
        }
        Update: {
          created_at?: string
          email?: string
          id?: string
          source?: string
        }
        Relationships: []
      }
      resource_downloads: {
        Row: {
          company: string
          created_at: string
          designation: string
          email: string
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
          id?: string
          mobile?: string
          name?: string
          resource_title?: string
          service_id?: string
        }
        Relationships: []
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
          title?: string
          updated_at?: string
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
          role: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          email: string
          full_name?: string | null
          id: string
          role?: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          email?: string
          full_name?: string | null
          id?: string
          role?: string
          updated_at?: string
        }
        Relationships: []
      }
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      can_delete_content: { Args: Record<PropertyKey, never>; Returns: boolean }
      can_edit_content: { Args: Record<PropertyKey, never>; Returns: boolean }
      can_manage_leads: { Args: Record<PropertyKey, never>; Returns: boolean }
      claim_site_rebuild: {
        Args: { min_interval_seconds: number; only_if_pending?: boolean }
        Returns: boolean
      }
      current_user_role: { Args: Record<PropertyKey, never>; Returns: string }
      has_admin_access: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
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
