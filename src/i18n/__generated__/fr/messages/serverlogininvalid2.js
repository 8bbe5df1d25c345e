/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverlogininvalid2Inputs */

const fr_serverlogininvalid2 = /** @type {(inputs: Serverlogininvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion non valide`)
};

/**

* @param {Serverlogininvalid2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const serverlogininvalid2 = fr_serverlogininvalid2;
export { serverlogininvalid2 as "serverLoginInvalid" }