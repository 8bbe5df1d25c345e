export { scrid_session_active18 as "SCRID_SESSION_ACTIVE" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scrid_Session_Active18Inputs = {
    programmeName: NonNullable<unknown>;
};
/**

* @param {Scrid_Session_Active18Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const scrid_session_active18: ((inputs: Scrid_Session_Active18Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scrid_Session_Active18Inputs, {
    locale?: "sv";
}, {}>;
