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
const scrid_session_active18 = /** @type {((inputs: Scrid_Session_Active18Inputs, options?: { locale?: "nl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Scrid_Session_Active18Inputs, { locale?: "nl" }, {}>} */ ((inputs, options = {}) => {
	return nl_scrid_session_active18(inputs)
});
export { scrid_session_active18 as "SCRID_SESSION_ACTIVE" }