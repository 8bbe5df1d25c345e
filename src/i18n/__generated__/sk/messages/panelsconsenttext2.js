/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Panelsconsenttext2Inputs */

const sk_panelsconsenttext2 = /** @type {(inputs: Panelsconsenttext2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`S Vaším súhlasom používame cookies, aby sme mohli merať používanie obchodu a zobrazovať Vám vhodné ponuky. Svoj výber môžete kedykoľvek zmeniť. Viac nájdete v`)
};

/**

* @param {Panelsconsenttext2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const panelsconsenttext2 = sk_panelsconsenttext2;
export { panelsconsenttext2 as "panelsConsentText" }