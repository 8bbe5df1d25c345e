/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewrequirednote2Inputs */

const sv_reviewrequirednote2 = /** @type {(inputs: Reviewrequirednote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatoriska fält är markerade med *.`)
};

/**

* @param {Reviewrequirednote2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const reviewrequirednote2 = sv_reviewrequirednote2;
export { reviewrequirednote2 as "reviewRequiredNote" }