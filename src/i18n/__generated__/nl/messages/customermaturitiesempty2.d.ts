export { customermaturitiesempty2 as "customerMaturitiesEmpty" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customermaturitiesempty2Inputs = {};
/**

* @param {Customermaturitiesempty2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
declare const customermaturitiesempty2: ((inputs?: Customermaturitiesempty2Inputs, options?: {
    locale?: "nl";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customermaturitiesempty2Inputs, {
    locale?: "nl";
}, {}>;
