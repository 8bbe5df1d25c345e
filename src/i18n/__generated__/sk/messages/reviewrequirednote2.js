/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewrequirednote2Inputs */

const sk_reviewrequirednote2 = /** @type {(inputs: Reviewrequirednote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Povinné polia sú označené *.`)
};

/**

* @param {Reviewrequirednote2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const reviewrequirednote2 = sk_reviewrequirednote2;
export { reviewrequirednote2 as "reviewRequiredNote" }