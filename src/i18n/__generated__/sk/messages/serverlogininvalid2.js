/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverlogininvalid2Inputs */

const sk_serverlogininvalid2 = /** @type {(inputs: Serverlogininvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neplatné prihlásenie`)
};

/**

* @param {Serverlogininvalid2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const serverlogininvalid2 = sk_serverlogininvalid2;
export { serverlogininvalid2 as "serverLoginInvalid" }