/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_Added8Inputs */

const nl_atb_added8 = /** @type {(inputs: Atb_Added8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het artikel is aan je winkelwagen toegevoegd.`)
};

/**

* @param {Atb_Added8Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const atb_added8 = nl_atb_added8;
export { atb_added8 as "ATB_ADDED" }