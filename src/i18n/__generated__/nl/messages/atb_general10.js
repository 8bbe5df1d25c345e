/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_General10Inputs */

const nl_atb_general10 = /** @type {(inputs: Atb_General10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het artikel kon niet aan je winkelwagen worden toegevoegd.`)
};

/**

* @param {Atb_General10Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const atb_general10 = /** @type {((inputs?: Atb_General10Inputs, options?: { locale?: "nl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Atb_General10Inputs, { locale?: "nl" }, {}>} */ ((inputs = {}, options = {}) => {
	return nl_atb_general10(inputs)
});
export { atb_general10 as "ATB_GENERAL" }