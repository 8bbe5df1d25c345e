/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountpromptorders2Inputs */

const fr_accountpromptorders2 = /** @type {(inputs: Accountpromptorders2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`suivre vos dernières commandes`)
};

/**

* @param {Accountpromptorders2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const accountpromptorders2 = fr_accountpromptorders2;
export { accountpromptorders2 as "accountPromptOrders" }