/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Customeritems1Inputs */

const fr_customeritems1 = /** @type {(inputs: Customeritems1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} article`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} articles`);
	return /** @type {LocalizedString} */ ("customerItems");
};

/**

* @param {Customeritems1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customeritems1 = fr_customeritems1;
export { customeritems1 as "customerItems" }