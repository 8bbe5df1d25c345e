/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ programmeName: NonNullable<unknown> }} Scrid_Session_Active18Inputs */

const fr_scrid_session_active18 = /** @type {(inputs: Scrid_Session_Active18Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenue ! Votre numéro ${i?.programmeName} est déjà actif.`)
};

/**

* @param {Scrid_Session_Active18Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const scrid_session_active18 = fr_scrid_session_active18;
export { scrid_session_active18 as "SCRID_SESSION_ACTIVE" }