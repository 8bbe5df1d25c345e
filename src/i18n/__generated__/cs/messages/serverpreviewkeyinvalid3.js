/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverpreviewkeyinvalid3Inputs */

const cs_serverpreviewkeyinvalid3 = /** @type {(inputs: Serverpreviewkeyinvalid3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neplatný klíč náhledu`)
};

/**

* @param {Serverpreviewkeyinvalid3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const serverpreviewkeyinvalid3 = cs_serverpreviewkeyinvalid3;
export { serverpreviewkeyinvalid3 as "serverPreviewKeyInvalid" }