/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} _DefaultInputs */

const sv__default = /** @type {(inputs: _DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ett oväntat fel har uppstått. Försök igen senare. Om problemet kvarstår är du välkommen att kontakta vår kundtjänst.`)
};

/**

* @param {_DefaultInputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const _default = /** @type {((inputs?: _DefaultInputs, options?: { locale?: "sv" }) => LocalizedString) & import('../runtime.js').MessageMetadata<_DefaultInputs, { locale?: "sv" }, {}>} */ ((inputs = {}, options = {}) => {
	return sv__default(inputs)
});
export { _default as "DEFAULT" }