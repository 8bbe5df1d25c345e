export { disposal_service_not_booked24 as "DISPOSAL_SERVICE_NOT_BOOKED" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disposal_Service_Not_Booked24Inputs = {};
/**

* @param {Disposal_Service_Not_Booked24Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const disposal_service_not_booked24: ((inputs?: Disposal_Service_Not_Booked24Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disposal_Service_Not_Booked24Inputs, {
    locale?: "sk";
}, {}>;
