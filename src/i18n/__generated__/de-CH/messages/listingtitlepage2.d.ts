export { listingtitlepage2 as "listingTitlePage" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Listingtitlepage2Inputs = {
    name: NonNullable<unknown>;
    page: NonNullable<unknown>;
};
/**

* @param {Listingtitlepage2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const listingtitlepage2: ((inputs: Listingtitlepage2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Listingtitlepage2Inputs, {
    locale?: "de-CH";
}, {}>;
