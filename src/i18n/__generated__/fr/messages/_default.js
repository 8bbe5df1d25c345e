/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} _DefaultInputs */

const fr__default = /** @type {(inputs: _DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur inattendue s’est produite. Veuillez réessayer plus tard. Si le problème persiste, contactez notre service client.`)
};

/**

* @param {_DefaultInputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const _default = /** @type {((inputs?: _DefaultInputs, options?: { locale?: "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<_DefaultInputs, { locale?: "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	return fr__default(inputs)
});
export { _default as "DEFAULT" }