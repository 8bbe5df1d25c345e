/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverlogininvalid2Inputs */

const cs_serverlogininvalid2 = /** @type {(inputs: Serverlogininvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neplatné přihlášení`)
};

/**

* @param {Serverlogininvalid2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const serverlogininvalid2 = cs_serverlogininvalid2;
export { serverlogininvalid2 as "serverLoginInvalid" }