/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Atb_Added8Inputs */

const de_atb_added8 = /** @type {(inputs: Atb_Added8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Artikel wurde in den Warenkorb gelegt.`)
};

/**

* @param {Atb_Added8Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const atb_added8 = /** @type {((inputs?: Atb_Added8Inputs, options?: { locale?: "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Atb_Added8Inputs, { locale?: "de" }, {}>} */ ((inputs = {}, options = {}) => {
	return de_atb_added8(inputs)
});
export { atb_added8 as "ATB_ADDED" }