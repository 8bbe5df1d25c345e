/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverpreviewkeyinvalid3Inputs */

const de_serverpreviewkeyinvalid3 = /** @type {(inputs: Serverpreviewkeyinvalid3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ungültiger Vorschau-Schlüssel`)
};

/**

* @param {Serverpreviewkeyinvalid3Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const serverpreviewkeyinvalid3 = de_serverpreviewkeyinvalid3;
export { serverpreviewkeyinvalid3 as "serverPreviewKeyInvalid" }