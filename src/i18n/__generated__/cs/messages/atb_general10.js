/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_General10Inputs */

const cs_atb_general10 = /** @type {(inputs: Atb_General10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zboží se nepodařilo přidat do košíku.`)
};

/**

* @param {Atb_General10Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const atb_general10 = /** @type {((inputs?: Atb_General10Inputs, options?: { locale?: "cs" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Atb_General10Inputs, { locale?: "cs" }, {}>} */ ((inputs = {}, options = {}) => {
	return cs_atb_general10(inputs)
});
export { atb_general10 as "ATB_GENERAL" }