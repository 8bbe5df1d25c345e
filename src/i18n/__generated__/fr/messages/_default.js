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
const _default = fr__default;
export { _default as "DEFAULT" }