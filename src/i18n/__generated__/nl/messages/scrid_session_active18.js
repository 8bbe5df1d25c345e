/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ programmeName: NonNullable<unknown> }} Scrid_Session_Active18Inputs */

const nl_scrid_session_active18 = /** @type {(inputs: Scrid_Session_Active18Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welkom! Je ${i?.programmeName}-nummer is al actief.`)
};

/**

* @param {Scrid_Session_Active18Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const scrid_session_active18 = nl_scrid_session_active18;
export { scrid_session_active18 as "SCRID_SESSION_ACTIVE" }