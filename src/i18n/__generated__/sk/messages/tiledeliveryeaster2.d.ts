export { tiledeliveryeaster2 as "tileDeliveryEaster" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tiledeliveryeaster2Inputs = {};
/**

* @param {Tiledeliveryeaster2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const tiledeliveryeaster2: ((inputs?: Tiledeliveryeaster2Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tiledeliveryeaster2Inputs, {
    locale?: "sk";
}, {}>;
