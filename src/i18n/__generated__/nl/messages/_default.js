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
const _default = nl__default;
export { _default as "DEFAULT" }