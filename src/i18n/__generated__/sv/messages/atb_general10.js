/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_General10Inputs */

const sv_atb_general10 = /** @type {(inputs: Atb_General10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artikeln kunde inte läggas i varukorgen.`)
};

/**

* @param {Atb_General10Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const atb_general10 = /** @type {((inputs?: Atb_General10Inputs, options?: { locale?: "sv" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Atb_General10Inputs, { locale?: "sv" }, {}>} */ ((inputs = {}, options = {}) => {
	return sv_atb_general10(inputs)
});
export { atb_general10 as "ATB_GENERAL" }