export { layoutfooterlink2 as "layoutFooterLink" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutfooterlink2Inputs = {
    link: "catalogue" | "contact" | "customerAccount" | "delivery" | "directOrder" | "faq" | "newsletter" | "privacy" | "returnStatus" | "returns" | "support" | "terms" | "tracking" | "withdrawal";
};
/**

* @param {Layoutfooterlink2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const layoutfooterlink2: ((inputs: Layoutfooterlink2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutfooterlink2Inputs, {
    locale?: "sk";
}, {}>;
