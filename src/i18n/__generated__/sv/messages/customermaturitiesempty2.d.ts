export { customermaturitiesempty2 as "customerMaturitiesEmpty" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customermaturitiesempty2Inputs = {};
/**

* @param {Customermaturitiesempty2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customermaturitiesempty2: ((inputs?: Customermaturitiesempty2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customermaturitiesempty2Inputs, {
    locale?: "sv";
}, {}>;
