export { basketdisposalserviceremoved3 as "basketDisposalServiceRemoved" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketdisposalserviceremoved3Inputs = {};
/**

* @param {Basketdisposalserviceremoved3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const basketdisposalserviceremoved3: ((inputs?: Basketdisposalserviceremoved3Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketdisposalserviceremoved3Inputs, {
    locale?: "sv";
}, {}>;
