/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountopenpage2Inputs */

const sv_accountopenpage2 = /** @type {(inputs: Accountopenpage2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Öppna sidan`)
};

/**

* @param {Accountopenpage2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const accountopenpage2 = sv_accountopenpage2;
export { accountopenpage2 as "accountOpenPage" }