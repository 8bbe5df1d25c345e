/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverlogininvalid2Inputs */

const de_serverlogininvalid2 = /** @type {(inputs: Serverlogininvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine gültige Anmeldung`)
};

/**

* @param {Serverlogininvalid2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const serverlogininvalid2 = de_serverlogininvalid2;
export { serverlogininvalid2 as "serverLoginInvalid" }