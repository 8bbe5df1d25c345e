/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverpreviewkeyinvalid3Inputs */

const fr_serverpreviewkeyinvalid3 = /** @type {(inputs: Serverpreviewkeyinvalid3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé d'aperçu non valide`)
};

/**

* @param {Serverpreviewkeyinvalid3Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const serverpreviewkeyinvalid3 = fr_serverpreviewkeyinvalid3;
export { serverpreviewkeyinvalid3 as "serverPreviewKeyInvalid" }