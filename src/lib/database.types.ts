export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

export type Database = {
  public: {
    Tables: {
      user_profiles: {
        Row: {
          id: string;
          email: string;
          full_name: string | null;
          role: string;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id: string;
          email: string;
          full_name?: string | null;
          role?: string;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          email?: string;
          full_name?: string | null;
          role?: string;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      clients: {
        Row: {
          id: string;
          name: string;
          logo: string;
          industry: string;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          name: string;
          logo: string;
          industry: string;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          name?: string;
          logo?: string;
          industry?: string;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      testimonials: {
        Row: {
          id: string;
          name: string;
          position: string;
          company: string;
          testimonial: string;
          image: string;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          name: string;
          position: string;
          company: string;
          testimonial: string;
          image: string;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          name?: string;
          position?: string;
          company?: string;
          testimonial?: string;
          image?: string;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      success_stories: {
        Row: {
          id: string;
          title: string;
          description: string;
          image_url: string;
          category: string;
          client_name: string | null;
          industry: string | null;
          campaign_duration: string | null;
          featured: boolean;
          metrics: Json;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          title: string;
          description: string;
          image_url: string;
          category: string;
          client_name?: string | null;
          industry?: string | null;
          campaign_duration?: string | null;
          featured?: boolean;
          metrics?: Json;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          title?: string;
          description?: string;
          image_url?: string;
          category?: string;
          client_name?: string | null;
          industry?: string | null;
          campaign_duration?: string | null;
          featured?: boolean;
          metrics?: Json;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      gallery_images: {
        Row: {
          id: string;
          title: string;
          description: string;
          image_url: string;
          category: string;
          project_name: string | null;
          client_name: string | null;
          location: string | null;
          year: number;
          tags: string[];
          featured: boolean;
          sort_order: number;
          created_at: string;
          updated_at: string;
        };
        Insert: {
          id?: string;
          title: string;
          description: string;
          image_url: string;
          category: string;
          project_name?: string | null;
          client_name?: string | null;
          location?: string | null;
          year?: number;
          tags?: string[];
          featured?: boolean;
          sort_order?: number;
          created_at?: string;
          updated_at?: string;
        };
        Update: {
          id?: string;
          title?: string;
          description?: string;
          image_url?: string;
          category?: string;
          project_name?: string | null;
          client_name?: string | null;
          location?: string | null;
          year?: number;
          tags?: string[];
          featured?: boolean;
          sort_order?: number;
          created_at?: string;
          updated_at?: string;
        };
        Relationships: [];
      };
      blog_posts: {
        Row: {
          id: string;
          title: string;
          excerpt: string;
          content: string;
          author_name: string;
          author_avatar: string;
          author_role: string;
          category: string;
          tags: string[];
          image: string;
          published_at: string;
          read_time: number;
          created_at: string;
        };
        Insert: {
          id?: string;
          title: string;
          excerpt: string;
          content: string;
          author_name: string;
          author_avatar: string;
          author_role: string;
          category: string;
          tags?: string[];
          image: string;
          published_at: string;
          read_time?: number;
          created_at?: string;
        };
        Update: {
          id?: string;
          title?: string;
          excerpt?: string;
          content?: string;
          author_name?: string;
          author_avatar?: string;
          author_role?: string;
          category?: string;
          tags?: string[];
          image?: string;
          published_at?: string;
          read_time?: number;
          created_at?: string;
        };
        Relationships: [];
      };
      "Contacts": {
        Row: {
          id: string;
          "Full name": string;
          "Email Address": string;
          "Phone Number": number;
          "Company Name": string;
          "Designation": string | null;
          "service of interest": string;
          message: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          "Full name": string;
          "Email Address": string;
          "Phone Number": number;
          "Company Name"?: string;
          "Designation"?: string | null;
          "service of interest"?: string;
          message: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          "Full name"?: string;
          "Email Address"?: string;
          "Phone Number"?: number;
          "Company Name"?: string;
          "Designation"?: string | null;
          "service of interest"?: string;
          message?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      festival_bookings: {
        Row: {
          id: string;
          name: string;
          business_name: string;
          phone: string;
          email: string;
          preferred_package: string;
          message: string | null;
          created_at: string;
        };
        Insert: {
          id?: string;
          name: string;
          business_name: string;
          phone: string;
          email: string;
          preferred_package: string;
          message?: string | null;
          created_at?: string;
        };
        Update: {
          id?: string;
          name?: string;
          business_name?: string;
          phone?: string;
          email?: string;
          preferred_package?: string;
          message?: string | null;
          created_at?: string;
        };
        Relationships: [];
      };
      resource_downloads: {
        Row: {
          id: string;
          name: string;
          company: string;
          designation: string;
          mobile: string;
          email: string;
          service_id: string;
          resource_title: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          name: string;
          company: string;
          designation: string;
          mobile: string;
          email: string;
          service_id: string;
          resource_title: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          name?: string;
          company?: string;
          designation?: string;
          mobile?: string;
          email?: string;
          service_id?: string;
          resource_title?: string;
          created_at?: string;
        };
        Relationships: [];
      };
      newsletter_subscribers: {
        Row: {
          id: string;
          email: string;
          source: string;
          created_at: string;
        };
        Insert: {
          id?: string;
          email: string;
          source?: string;
          created_at?: string;
        };
        Update: {
          id?: string;
          email?: string;
          source?: string;
          created_at?: string;
        };
        Relationships: [];
      };
    };
    Views: { [_ in never]: never };
    Functions: {
      current_user_role: { Args: Record<PropertyKey, never>; Returns: string };
    };
    Enums: { [_ in never]: never };
    CompositeTypes: { [_ in never]: never };
  };
};

type PublicSchema = Database['public'];
export type Tables<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Row'];
export type TablesInsert<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Insert'];
export type TablesUpdate<T extends keyof PublicSchema['Tables']> = PublicSchema['Tables'][T]['Update'];
