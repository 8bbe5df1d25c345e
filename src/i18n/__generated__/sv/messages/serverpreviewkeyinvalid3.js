/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverpreviewkeyinvalid3Inputs */

const sv_serverpreviewkeyinvalid3 = /** @type {(inputs: Serverpreviewkeyinvalid3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ogiltig nyckel för förhandsgranskning`)
};

/**

* @param {Serverpreviewkeyinvalid3Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const serverpreviewkeyinvalid3 = sv_serverpreviewkeyinvalid3;
export { serverpreviewkeyinvalid3 as "serverPreviewKeyInvalid" }