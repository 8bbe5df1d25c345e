/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ programmeName: NonNullable<unknown> }} Scrid_Session_Active18Inputs */

const de_scrid_session_active18 = /** @type {(inputs: Scrid_Session_Active18Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Willkommen! Ihre ${i?.programmeName}-Nummer ist bereits aktiv.`)
};

/**

* @param {Scrid_Session_Active18Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const scrid_session_active18 = de_scrid_session_active18;
export { scrid_session_active18 as "SCRID_SESSION_ACTIVE" }