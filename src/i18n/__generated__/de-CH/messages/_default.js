/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} _DefaultInputs */

const de_ch2__default = /** @type {(inputs: _DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später noch einmal. Sollte das Problem weiterhin bestehen, wenden Sie sich bitte an unseren Kundenservice.`)
};

/**

* @param {_DefaultInputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const _default = de_ch2__default;
export { _default as "DEFAULT" }