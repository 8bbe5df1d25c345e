/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_General10Inputs */

const de_ch2_atb_general10 = /** @type {(inputs: Atb_General10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Artikel konnte nicht zum Warenkorb hinzugefügt werden.`)
};

/**

* @param {Atb_General10Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const atb_general10 = /** @type {((inputs?: Atb_General10Inputs, options?: { locale?: "de-CH" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Atb_General10Inputs, { locale?: "de-CH" }, {}>} */ ((inputs = {}, options = {}) => {
	return de_ch2_atb_general10(inputs)
});
export { atb_general10 as "ATB_GENERAL" }