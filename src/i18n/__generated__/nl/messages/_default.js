/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} _DefaultInputs */

const nl__default = /** @type {(inputs: _DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er is een onverwachte fout opgetreden. Probeer het later nog eens. Blijft het probleem bestaan? Neem dan contact op met onze klantenservice.`)
};

/**

* @param {_DefaultInputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const _default = /** @type {((inputs?: _DefaultInputs, options?: { locale?: "nl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<_DefaultInputs, { locale?: "nl" }, {}>} */ ((inputs = {}, options = {}) => {
	return nl__default(inputs)
});
export { _default as "DEFAULT" }