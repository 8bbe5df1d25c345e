/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} _DefaultInputs */

const de__default = /** @type {(inputs: _DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es ist ein unerwarteter Fehler aufgetreten. Bitte versuchen Sie es später noch einmal. Sollte das Problem weiterhin bestehen, wenden Sie sich bitte an unseren Kundenservice.`)
};

/**

* @param {_DefaultInputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const _default = de__default;
export { _default as "DEFAULT" }