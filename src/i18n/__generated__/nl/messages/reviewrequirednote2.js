/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reviewrequirednote2Inputs */

const nl_reviewrequirednote2 = /** @type {(inputs: Reviewrequirednote2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verplichte velden zijn gemarkeerd met *.`)
};

/**

* @param {Reviewrequirednote2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const reviewrequirednote2 = nl_reviewrequirednote2;
export { reviewrequirednote2 as "reviewRequiredNote" }