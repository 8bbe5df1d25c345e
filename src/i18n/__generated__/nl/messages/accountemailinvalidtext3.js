/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Accountemailinvalidtext3Inputs */

const nl_accountemailinvalidtext3 = /** @type {(inputs: Accountemailinvalidtext3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We hebben je automatisch een nieuwe link gestuurd. Kijk even in je inbox.`)
};

/**

* @param {Accountemailinvalidtext3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const accountemailinvalidtext3 = nl_accountemailinvalidtext3;
export { accountemailinvalidtext3 as "accountEmailInvalidText" }