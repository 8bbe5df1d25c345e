/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverlogininvalid2Inputs */

const sv_serverlogininvalid2 = /** @type {(inputs: Serverlogininvalid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ogiltig inloggning`)
};

/**

* @param {Serverlogininvalid2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const serverlogininvalid2 = sv_serverlogininvalid2;
export { serverlogininvalid2 as "serverLoginInvalid" }