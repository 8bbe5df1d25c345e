/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewrequirednote2Inputs */

const fr_reviewrequirednote2 = /** @type {(inputs: Reviewrequirednote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les champs obligatoires sont marqués d’un *.`)
};

/**

* @param {Reviewrequirednote2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const reviewrequirednote2 = fr_reviewrequirednote2;
export { reviewrequirednote2 as "reviewRequiredNote" }