export { basketdisposalserviceremoved3 as "basketDisposalServiceRemoved" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketdisposalserviceremoved3Inputs = {};
/**

* @param {Basketdisposalserviceremoved3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const basketdisposalserviceremoved3: ((inputs?: Basketdisposalserviceremoved3Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketdisposalserviceremoved3Inputs, {
    locale?: "fr";
}, {}>;
