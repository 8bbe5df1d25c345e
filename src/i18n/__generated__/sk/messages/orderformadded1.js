/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Orderformadded1Inputs */

const sk_orderformadded1 = /** @type {(inputs: Orderformadded1Inputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sk", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Tovar bol vložený do košíka.`);
	if (countPlural === "few") return /** @type {LocalizedString} */ (`${i?.count} kusy tovaru boli vložené do košíka.`);
	if (countPlural === "many") return /** @type {LocalizedString} */ (`${i?.count} kusa tovaru bolo vložených do košíka.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} kusov tovaru bolo vložených do košíka.`);
	return /** @type {LocalizedString} */ ("orderformAdded");
};

/**

* @param {Orderformadded1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const orderformadded1 = sk_orderformadded1;
export { orderformadded1 as "orderformAdded" }