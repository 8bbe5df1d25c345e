export { basketdisposalservicenotavailable4 as "basketDisposalServiceNotAvailable" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Basketdisposalservicenotavailable4Inputs = {};
/**

* @param {Basketdisposalservicenotavailable4Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
declare const basketdisposalservicenotavailable4: ((inputs?: Basketdisposalservicenotavailable4Inputs, options?: {
    locale?: "de";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Basketdisposalservicenotavailable4Inputs, {
    locale?: "de";
}, {}>;
