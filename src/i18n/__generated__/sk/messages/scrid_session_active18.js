/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ programmeName: NonNullable<unknown> }} Scrid_Session_Active18Inputs */

const sk_scrid_session_active18 = /** @type {(inputs: Scrid_Session_Active18Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Vitajte! Vaše číslo ${i?.programmeName} je už aktívne.`)
};

/**

* @param {Scrid_Session_Active18Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const scrid_session_active18 = sk_scrid_session_active18;
export { scrid_session_active18 as "SCRID_SESSION_ACTIVE" }