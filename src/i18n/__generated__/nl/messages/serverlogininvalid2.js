/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverlogininvalid2Inputs */

const nl_serverlogininvalid2 = /** @type {(inputs: Serverlogininvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen geldige aanmelding`)
};

/**

* @param {Serverlogininvalid2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const serverlogininvalid2 = nl_serverlogininvalid2;
export { serverlogininvalid2 as "serverLoginInvalid" }