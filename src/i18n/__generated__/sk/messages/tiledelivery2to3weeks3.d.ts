export { tiledelivery2to3weeks3 as "tileDelivery2To3Weeks" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tiledelivery2to3weeks3Inputs = {};
/**

* @param {Tiledelivery2to3weeks3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
declare const tiledelivery2to3weeks3: ((inputs?: Tiledelivery2to3weeks3Inputs, options?: {
    locale?: "sk";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tiledelivery2to3weeks3Inputs, {
    locale?: "sk";
}, {}>;
