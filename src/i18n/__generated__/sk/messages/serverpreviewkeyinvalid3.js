/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverpreviewkeyinvalid3Inputs */

const sk_serverpreviewkeyinvalid3 = /** @type {(inputs: Serverpreviewkeyinvalid3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neplatný kľúč náhľadu`)
};

/**

* @param {Serverpreviewkeyinvalid3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const serverpreviewkeyinvalid3 = sk_serverpreviewkeyinvalid3;
export { serverpreviewkeyinvalid3 as "serverPreviewKeyInvalid" }