/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ programmeName: NonNullable<unknown> }} Scrid_Session_Active18Inputs */

const sv_scrid_session_active18 = /** @type {(inputs: Scrid_Session_Active18Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Välkommen! Ditt ${i?.programmeName}-nummer är redan aktivt.`)
};

/**

* @param {Scrid_Session_Active18Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const scrid_session_active18 = sv_scrid_session_active18;
export { scrid_session_active18 as "SCRID_SESSION_ACTIVE" }