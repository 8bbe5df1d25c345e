/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdayyear2Inputs */

const sv_formbirthdayyear2 = /** @type {(inputs: Formbirthdayyear2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`År`)
};

/**

* @param {Formbirthdayyear2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const formbirthdayyear2 = sv_formbirthdayyear2;
export { formbirthdayyear2 as "formBirthdayYear" }